import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';
import { codeInWords } from '../lib/codeInWords';

/**
 * The label of the field an audit entry names by its path: a field (`email`), one inside a group
 * (`details.city`), or one of a list's items (`attachments.0.file` → 'File (Attachments 1)'); the path in
 * words when the definition has no such field (an action notes what it did: `signInLink` → 'Sign in link').
 *
 * @example
 * auditFieldLabel(performers.fields, 'attachments.0.file'); // 'File (Attachments 1)'
 */
export function auditFieldLabel(fields: readonly FieldDefinition[], path: string): string {
  const found = findField(fields, path);
  if (found) return found.label;
  const [head, index, ...rest] = path.split('.');
  const list = fields.find((field) => field.source === head);
  if (list?.kind !== 'list' || !/^\d+$/.test(index ?? '')) return codeInWords(path);
  const item = findField(list.fields, rest.join('.'));
  return `${item?.label ?? codeInWords(rest.join('.'))} (${list.label} ${Number(index) + 1})`;
}
