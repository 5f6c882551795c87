import { z } from 'zod';
import type { FieldDefinition } from './FieldDefinition';
import { fieldSchema } from './fieldSchema';

/**
 * The zod schema of a record built from its fields: the one validation the form runs and the server can
 * reuse. Read-only fields are not validated; in 'create' mode edit-only fields are left out too.
 *
 * @example
 * recordSchema(accounts.fields, 'create').safeParse({ username: 'ann', email: 'ann@example.com' });
 */
export function recordSchema(
  fields: readonly FieldDefinition[],
  mode: 'create' | 'edit' = 'edit',
): z.ZodObject {
  const validated = fields.filter((field) => !field.readOnly && !(mode === 'create' && field.editOnly));
  return z.object(Object.fromEntries(validated.map((field) => [field.source, fieldSchema(field)])));
}
