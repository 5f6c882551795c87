import { z } from 'zod';
import { recordSchema } from './recordSchema';
import type { RecordAction } from './ResourceDefinition';

/** The dialog's key for one submit: made when the dialog opens, sent again with a retry. */
export const requestKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'Expected the key of this request');

/**
 * The body a record action's call takes, as the server validates it: the form's fields (with their labels in
 * the messages), the fixed values the action `sends`, and the dialog's `requestKey` (required when `keyed`).
 *
 * @example
 * actionBody(release).parse({ note: 'Cleared', requestKey: 'k-123456' });
 */
export function actionBody(action: RecordAction): z.ZodObject {
  const form = recordSchema(action.form ?? [], 'create', { strict: true });
  const sends = Object.fromEntries(
    Object.entries(action.sends ?? {}).map(([key, value]) => [key, z.literal(value)]),
  );
  const requestKey = action.keyed ? requestKeySchema : requestKeySchema.optional();
  return form.extend({ ...sends, requestKey }).strict();
}
