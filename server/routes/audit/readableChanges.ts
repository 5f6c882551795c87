import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { fieldsOnPath } from '../../../contract/fieldsOnPath';
import { mayReadField } from '../../../contract/mayReadField';
import type { FieldChange } from '../../db/schema/trail';

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
    // A path naming no field (an action's note) stays: only a field's read role hides a change.
    Object.entries(changes).filter(([path]) =>
      fieldsOnPath(fields, path).every((field) => mayReadField(field, roles)),
    ),
  );
}
