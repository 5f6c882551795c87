import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { heldRolesRefusal } from '../heldRolesRefusal';

/**
 * The signed-in account's roles (react-admin's permissions, read from the token) and, on an account's or group's
 * page, why it may not change the record: it holds roles the signed-in account does not (heldRolesRefusal).
 *
 * @example
 * const { refusal, viewerRoles } = useHeldRolesRefusal(accounts);
 */
export function useHeldRolesRefusal(definition: ResourceDefinition): {
  refusal: string | undefined;
  viewerRoles: readonly string[] | undefined;
} {
  const record = useRecordContext();
  const { permissions } = usePermissions<unknown>();
  const { identity } = useGetIdentity();
  const viewerRoles = Array.isArray(permissions)
    ? permissions.filter((role): role is string => typeof role === 'string')
    : undefined;
  const viewer = viewerRoles && identity ? { id: identity.id, roles: viewerRoles } : undefined;
  return { refusal: heldRolesRefusal(definition, record, viewer), viewerRoles };
}
