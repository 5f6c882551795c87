import { HttpError } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import type { ApiCalls } from './ApiCalls';
import { runCall } from './runCall';
import type { Transports } from './Transports';

type Operation = 'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'deleteMany';

const DOING: Record<Operation, string> = {
  getList: 'listing',
  getOne: 'reading a record',
  create: 'creating',
  update: 'updating',
  delete: 'deleting',
  deleteMany: 'deleting several records at once',
};

/**
 * The operations of a resource whose definition declares one API call per operation (HTTP path, forwarding or
 * socket). An operation it does not declare is refused with 405 before anything is sent.
 *
 * @example
 * await declaredCalls(groups, transports).removeMany([3, 4]); // DELETE /groups?filter={"id":[3,4]}
 */
export function declaredCalls(definition: ResourceDefinition, transports: Transports): ApiCalls {
  const run = (operation: Operation, data: Record<string, unknown>, headers?: Record<string, string>) => {
    const apiCall = definition.api[operation];
    if (!apiCall) throw new HttpError(`${definition.label.many}: ${DOING[operation]} is not offered`, 405);
    return runCall(apiCall, data, transports, headers);
  };
  return {
    list: async ({ pagination, sort, filter }) => {
      const query: Record<string, unknown> = {
        page: pagination?.page ?? 1,
        perPage: pagination?.perPage ?? 25,
      };
      if (sort?.field) Object.assign(query, { sort: sort.field, order: sort.order });
      if (filter && Object.keys(filter).length > 0) query.filter = filter;
      const body = (await run('getList', query)) as {
        data?: Record<string, unknown>[];
        total?: number;
        moreThanTotal?: boolean;
      };
      const data = body.data ?? [];
      return { data, total: body.total ?? data.length, moreThanTotal: body.moreThanTotal === true };
    },
    one: async (id) => run('getOne', { id }),
    create: async (values, headers) => run('create', values, headers),
    update: async (id, values, headers) => run('update', { id, ...values }, headers),
    remove: async (id) => run('delete', { id }),
    removeMany: async (ids) => run('deleteMany', { filter: { id: ids } }),
  };
}
