import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { ResourceDefinition } from '../schema/ResourceDefinition';
import { changedFields } from '../schema/changedFields';
import { HttpError } from '../transport/HttpError';
import { recordCalls } from './recordCalls';
import { runCall } from './runCall';
import type { Transports } from './Transports';
import { withValidationErrors } from './withValidationErrors';

/** Export pages through the whole filtered list in pages the API accepts. */
const EXPORT_PAGE_SIZE = 100;

type Values = Record<string, unknown>;

/**
 * A react-admin DataProvider built from resource definitions: each operation runs the API call the
 * definition declares (HTTP path, forwarding or socket), with its mappings, so no component knows a path.
 * Updates send only the changed fields plus `id` and `version`; relation fields (an account's roles) are
 * written through their own calls after the main save. `getList` with `meta.allPages` fetches every page
 * (the CSV export uses it); `runAction` runs a definition's record action.
 *
 * @example
 * const dataProvider = createDataProvider(registry, { call, forward });
 * await dataProvider.update('accounts', { id: 1, data: { ...record, email: 'new@example.com' }, previousData: record });
 * // PUT /login/account { id: 1, version: 3, email: 'new@example.com' }
 */
export function createDataProvider(registry: readonly ResourceDefinition[], transports: Transports): DataProvider {
  const byName = new Map(registry.map((definition) => [definition.name, definition]));
  const calls = (resource: string) => {
    const definition = byName.get(resource);
    if (!definition) throw new Error(`Unknown resource '${resource}'`);
    return recordCalls(definition, transports);
  };
  const failing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw withValidationErrors(error);
    }
  };

  const getList = async (resource: string, params: GetListParams) => {
    const list = calls(resource);
    if (!params.meta?.allPages) return list.page(params);
    const rows: RaRecord[] = [];
    for (let page = 1; ; page += 1) {
      const { data, total } = await list.page({ ...params, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
      rows.push(...data);
      if (data.length === 0 || rows.length >= total) return { data: rows, total };
    }
  };

  // react-admin types each method generic over the record type; these records are the API's, as they come.
  const provider = {
    getList,
    getOne: async (resource: string, { id }: GetOneParams) => ({ data: await calls(resource).one(id, true) }),
    getMany: async (resource: string, { ids }: GetManyParams) => ({
      data: await Promise.all(ids.map((id: Identifier) => calls(resource).one(id, false))),
    }),
    getManyReference: (resource: string, { target, id, filter, ...rest }: GetManyReferenceParams) =>
      getList(resource, { ...rest, filter: { ...filter, [target]: id } }),
    create: (resource: string, { data }: CreateParams) => failing(async () => ({ data: await calls(resource).create(data as Values) })),
    update: (resource: string, { id, data, previousData }: UpdateParams) =>
      failing(async () => {
        const list = calls(resource);
        const changes = changedFields(list.definition.fields, (previousData ?? {}) as Values, data as Values);
        const version = (data as Values).version ?? (previousData as Values | undefined)?.version;
        // The route gives the id as text; the record as loaded has it as the API typed it.
        const recordId = (previousData as RaRecord | undefined)?.id ?? id;
        return { data: await list.update(recordId, version, changes) };
      }),
    updateMany: () => Promise.reject(new HttpError('Bulk update is not offered', 405)),
    delete: async (resource: string, { id, previousData }: DeleteParams) => {
      await calls(resource).remove(id);
      return { data: (previousData ?? { id }) as RaRecord };
    },
    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      for (const id of ids) await calls(resource).remove(id);
      return { data: ids };
    },
    runAction: async (resource: string, name: string, record: RaRecord) => {
      const { definition } = calls(resource);
      const action = definition.actions?.find((candidate) => candidate.name === name);
      if (!action) throw new Error(`Unknown action '${name}' on '${resource}'`);
      return runCall(action.call, action.payload ? action.payload(record) : { id: record.id as Identifier }, transports);
    },
  };
  return provider as unknown as DataProvider;
}
