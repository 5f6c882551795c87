import type { RoleNeed } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import type { Access } from '../http/Access';

export type Operation = 'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'reveal';

/** Either rule met: one of them open, or a holder of any of their roles. */
function eitherOf(a: Access, b: Access): Access {
  if (a === 'signed-in' || b === 'signed-in' || a === 'public' || b === 'public') return 'signed-in';
  return [...new Set([a, b].flat())];
}

/** A role need as a route's access rule: none (or an empty list) is any signed-in account. */
export function accessOf(need: RoleNeed | undefined): Access {
  if (need === undefined || (typeof need !== 'string' && need.length === 0)) return 'signed-in';
  return need;
}

/**
 * Who may call each operation of a resource, from its definition's `access`: a record is read with `show`
 * (defaulting to `list`); revealing needs `show` here and, per field, the role the field names (revealField).
 * The list call also answers lookups of records by id (a reference's names), so it lets either rule in and
 * `listRecordsAccess` tells them apart.
 *
 * @example
 * operationAccess(groups).delete; // 'REMOVE_GROUPS'
 */
export function operationAccess({ access = {} }: ResourceDefinition): Record<Operation, Access> {
  const show = access.show ?? access.list;
  return {
    getList: eitherOf(accessOf(access.list), accessOf(show)),
    getOne: accessOf(show),
    create: accessOf(access.create),
    update: accessOf(access.edit),
    delete: accessOf(access.delete),
    reveal: accessOf(show),
  };
}

/**
 * The rule one list request must meet: a lookup of records by id (`filter: { id }`, how references fetch the
 * names they show) is reading those records, so `show` is enough; any other list needs `list`.
 *
 * @example
 * listRequestAccess(performers, { id: [4, 9] }); // OPEN's 'signed-in': performers may be shown to any staff
 */
export function listRequestAccess({ access = {} }: ResourceDefinition, filter: object | undefined): Access {
  const lookup = filter !== undefined && Object.keys(filter).length === 1 && 'id' in filter;
  return accessOf(lookup ? (access.show ?? access.list) : access.list);
}
