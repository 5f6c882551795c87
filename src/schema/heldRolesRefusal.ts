import { actingAboveRefusal } from '../../contract/actingAboveRefusal';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { rolesNotHeld } from '../../contract/rolesNotHeld';

/** A role as a record lists it: a group's is its code, an account's effective role `{ role, from }`. */
const roleOf = (item: unknown): string | undefined => {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null || !('role' in item)) return undefined;
  return typeof item.role === 'string' ? item.role : undefined;
};

/**
 * Why the viewer may not change this account or group (the server's refusal, word for word): it holds roles the
 * viewer does not. Nothing while the record or the viewer's roles are not known yet, for the viewer's own account
 * (self-service), and when the viewer cannot read the record's roles (the server still decides).
 *
 * @example
 * heldRolesRefusal(accounts, { id: 1, effectiveRoles: [{ role: 'DONATE_CREDITS', from: 'Own' }] }, { id: 5, roles: [] });
 * // 'You cannot change an account that holds roles you do not hold: DONATE_CREDITS.'
 */
export function heldRolesRefusal(
  definition: Pick<ResourceDefinition, 'heldRoles' | 'ownRecord'>,
  record: Record<string, unknown> | undefined,
  viewer: { id: unknown; roles: readonly string[] } | undefined,
): string | undefined {
  const { heldRoles } = definition;
  if (!heldRoles || !record || !viewer) return undefined;
  if (definition.ownRecord && record.id === viewer.id) return undefined;
  const listed = record[heldRoles.source];
  if (!Array.isArray(listed)) return undefined;
  const held = listed.map(roleOf).filter((role): role is string => role !== undefined);
  const missing = rolesNotHeld(held, viewer.roles);
  return missing.length === 0 ? undefined : actingAboveRefusal(heldRoles.holder, missing);
}
