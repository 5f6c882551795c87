import { holdsAny } from '../../../contract/canAccess';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { FieldChange } from '../../db/schema/trail';

/** Whether every field on a dotted path (`prices.vip`) is one `roles` may read; a path naming no field is. */
function mayRead(
  fields: readonly FieldDefinition[],
  path: readonly string[],
  roles: readonly string[],
): boolean {
  const [head, ...rest] = path;
  const field = fields.find((candidate) => candidate.source === head);
  if (!field) return true;
  if (field.access?.read && !holdsAny(roles, field.access.read)) return false;
  if (rest.length === 0 || (field.kind !== 'group' && field.kind !== 'list')) return true;
  return mayRead(field.fields, rest, roles);
}

/**
 * The changes of a history entry that someone holding `roles` may read: whoever may open a record reads its
 * history, so a field its read role hides from the record (presentRecords) is left out of the history too, or an
 * open record's history would give away what its page hides. Masked fields were stored masked (writeAudit).
 *
 * @example
 * readableChanges(tariffGroups.fields, { name: …, 'prices.vip': … }, []); // { name: … }
 */
export function readableChanges(
  fields: readonly FieldDefinition[],
  changes: Record<string, FieldChange>,
  roles: readonly string[],
): Record<string, FieldChange> {
  return Object.fromEntries(
    Object.entries(changes).filter(([path]) => mayRead(fields, path.split('.'), roles)),
  );
}
