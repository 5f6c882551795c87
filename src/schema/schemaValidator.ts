import type { FieldDefinition } from '../../contract/FieldDefinition';
import { dateOrderErrors } from '../../contract/dateOrderErrors';
import { recordSchema } from '../../contract/recordSchema';
import { validationErrors } from '../../contract/validationErrors';

/**
 * A react-admin form `validate` from field definitions: the zod schema of `recordSchema`, its messages placed
 * beside the inputs they concern, and a date before the one it may not precede (`notBefore`).
 *
 * @example
 * <Form validate={schemaValidator(action.form, 'create')}>…</Form>
 */
export function schemaValidator(fields: readonly FieldDefinition[], mode: 'create' | 'edit') {
  const schema = recordSchema(fields, mode);
  return (values: Record<string, unknown>) => {
    const result = schema.safeParse(values);
    return {
      ...dateOrderErrors(fields, values),
      ...(result.success ? {} : validationErrors(result.error)),
    };
  };
}
