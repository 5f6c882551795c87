import type { FieldDefinition } from '../../contract/FieldDefinition';
import { loadOnce } from '../lib/loadOnce';

type Validate = (values: Record<string, unknown>) => Record<string, unknown>;

const validators = loadOnce(() => import('./schemaValidator').then((module) => module.schemaValidator));

/**
 * schemaValidator, without the zod it brings (about 25 kB gzip) in a record page's first load: the `validate` it
 * answers fetches that code on first use (react-admin awaits a form's `validate` that answers with a promise), and
 * checks at once once it is in. `lazySchemaValidator.preload` fetches it ahead (usePreloadAfterFirstContent).
 *
 * @example
 * <SimpleForm validate={lazySchemaValidator(definition.fields, 'edit')}>…</SimpleForm>
 */
export function lazySchemaValidator(fields: readonly FieldDefinition[], mode: 'create' | 'edit') {
  let validate: Validate | undefined;
  return async (values: Record<string, unknown>) => {
    validate ??= (await validators.load())(fields, mode);
    return validate(values);
  };
}

lazySchemaValidator.preload = validators.load;
