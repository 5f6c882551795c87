import type { RoleNeed } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import type { Access } from '../http/Access';

export type Operation = 'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'reveal';

/** A role need as a route's access rule: none (or an empty list) is any signed-in account. */
export function accessOf(need: RoleNeed | undefined): Access {
  if (need === undefined || (typeof need !== 'string' && need.length === 0)) return 'signed-in';
  return need;
}

/**
 * Who may call each operation of a resource, from its definition's `access`: a record is read with `show`
 * (defaulting to `list`), revealing needs `reveal` (defaulting to `show`).
 *
 * @example
 * operationAccess(groups).delete; // 'REMOVE_GROUPS'
 */
export function operationAccess({ access = {} }: ResourceDefinition): Record<Operation, Access> {
  const show = access.show ?? access.list;
  return {
    getList: accessOf(access.list),
    getOne: accessOf(show),
    create: accessOf(access.create),
    update: accessOf(access.edit),
    delete: accessOf(access.delete),
    reveal: accessOf(access.reveal ?? show),
  };
}
