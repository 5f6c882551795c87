import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/Principal';
import { allows } from '../http/allows';
import { lacksRole } from '../http/ApiError';
import { listRequestAccess } from './operationAccess';
import { presentRecords } from './presentRecords';
import { listRecords, loadRecord, type ListParams } from './readRecords';
import { revealField } from './revealField';
import type { ApiRecord, ServedResource } from './ServedResource';
import { createRecord, deleteRecords, updateRecord, type ServedLookup } from './writeRecords';

/**
 * Every operation of a served resource as the caller may see its result, whatever call dialect (declared
 * paths, simple-rest, forwarding) brought the request.
 *
 * @example
 * const { list } = resourceOperations(app, served, lookup);
 * const { data, total } = await list({ offset: 0, limit: 25, order: 'ASC' }, principal);
 */
export function resourceOperations(app: FastifyInstance, served: ServedResource, lookup: ServedLookup) {
  const present = async (record: ApiRecord, actor: Principal) =>
    (await presentRecords(app.db, served, [record], actor))[0] as ApiRecord;
  return {
    list: async (params: ListParams, actor: Principal) => {
      if (!allows(listRequestAccess(served.definition, params.filter), actor)) throw lacksRole();
      const { records, ...counted } = await listRecords(
        app.db,
        served,
        params,
        actor,
        await app.settings.get('lists.countCap'),
      );
      return { data: await presentRecords(app.db, served, records, actor), ...counted };
    },
    one: async (id: number, actor: Principal) => present(await loadRecord(app.db, served, id, actor), actor),
    create: async (input: ApiRecord, actor: Principal) =>
      present(await createRecord(app, served, input, actor, lookup), actor),
    update: async (id: number, version: number, input: ApiRecord, actor: Principal) =>
      present(
        await updateRecord(app, served, id, version, input, actor, lookup, (record) =>
          present(record, actor),
        ),
        actor,
      ),
    remove: async (id: number, actor: Principal) => {
      const [removed] = await deleteRecords(app, served, [id], actor);
      return present(removed as ApiRecord, actor);
    },
    removeMany: async (ids: readonly number[], actor: Principal) => {
      await deleteRecords(app, served, ids, actor);
      return [...ids];
    },
    reveal: (id: number, field: string, reason: string, actor: Principal) =>
      revealField(app, served, id, field, reason, actor),
  };
}

export type ResourceOperations = ReturnType<typeof resourceOperations>;
