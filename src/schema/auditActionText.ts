import { auditActions } from '../../contract/auditActions';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { codeInWords } from '../lib/codeInWords';

/**
 * An audited action in words ({@link auditActions}): a reveal names the field it revealed, a code naming a
 * field of the record reads 'Changed', any other code reads as words made from it, never as the bare code.
 *
 * @example
 * auditActionText('account.qr-sent', accounts.fields, []); // 'Two-factor QR sent'
 * auditActionText('studio.reveal', studios.fields, ['IBAN']); // 'Revealed IBAN'
 */
export function auditActionText(
  action: string,
  fields: readonly FieldDefinition[],
  changedLabels: readonly string[],
): string {
  const verb = action.slice(action.indexOf('.') + 1);
  const words = auditActions[verb];
  if (verb === 'reveal' && changedLabels.length > 0) return `${words} ${changedLabels.join(', ')}`;
  if (words) return words;
  if (fields.some((field) => field.source === verb)) return 'Changed';
  return codeInWords(verb) || 'Unnamed action';
}
