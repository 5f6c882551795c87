import { holdsAny } from './canAccess';
import type { FieldDefinition } from './FieldDefinition';

/**
 * Whether someone holding `roles` may read a field: it has no read role of its own, or they hold it. The record, its
 * CSV, its history and a reveal all keep to it (docs/architecture.md#security).
 *
 * @example
 * mayReadField({ access: { read: ['ADD_TARIFF_GROUP', 'EDIT_TARIFF'] } }, []); // false: a tariff group's prices
 */
export function mayReadField(field: Pick<FieldDefinition, 'access'>, roles: readonly string[]): boolean {
  return !field.access?.read || holdsAny(roles, field.access.read);
}
