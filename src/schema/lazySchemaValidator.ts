import type { FieldDefinition } from '../../contract/FieldDefinition';
import { afterFirstContent } from '../lib/firstContent';
import { loadOnce } from '../lib/loadOnce';

type Validate = (values: Record<string, unknown>) => Record<string, unknown>;

const validators = loadOnce(() => import('./schemaValidator').then((module) => module.schemaValidator));

/** Fetches schemaValidator's code once the first content is shown, so a first check does not wait for it. */
export const preloadSchemaValidator = afterFirstContent(validators.load);

/**
 * schemaValidator, without the zod it brings (about 25 kB gzip) in a record page's first load: the `validate` it
 * answers fetches that code on first use (react-admin awaits a form's `validate` that answers with a promise), and
 * checks at once once it is in.
 *
 * @example
 * <SimpleForm validate={lazySchemaValidator(definition.fields, 'edit')}>…</SimpleForm>
 */
export function lazySchemaValidator(fields: readonly FieldDefinition[], mode: 'create' | 'edit') {
  let validate: Validate | undefined;
  return async (values: Record<string, unknown>) => {
    validate ??= (validators.current() ?? (await validators.load()))(fields, mode);
    return validate(values);
  };
}
