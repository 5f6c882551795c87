import {
  HttpError,
  type CreateParams,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'ra-core';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { changedFields } from '../../contract/changedFields';
import type { DashboardDataProvider, RevealedValue } from './DashboardDataProvider';
import { imagesAsDataUrls } from './imagesAsDataUrls';
import { recordCalls } from './recordCalls';
import { runCall } from './runCall';
import type { Transports } from './Transports';
import { unwrapData } from './unwrapData';
import { withValidationErrors } from './withValidationErrors';

/** Export pages through the whole filtered list in pages the API accepts. */
const EXPORT_PAGE_SIZE = 100;
/** The most records one list call returns (docs/API.md). */
const MAX_PER_PAGE = 500;

type Values = Record<string, unknown>;
/** What the reveal dialog asks besides the field. */
const REVEAL_REASON: FieldDefinition = { source: 'reason', label: 'Reason', kind: 'text' };

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * A react-admin DataProvider built from resource definitions: each operation runs the API call the definition
 * declares (HTTP path, forwarding or socket) with its mappings, or ra-data-simple-rest's for an `api.rest`
 * resource, so no component knows a path. Updates send only the changed fields plus `version`, newly chosen
 * images as `data:` URLs; relation fields (an account's roles) are written through their own calls after the
 * main save. `getMany` is one list call per 500 ids, `deleteMany` one call that deletes all or none, and
 * `getList` with `meta.allPages` fetches every page (the CSV export). `runAction` and `reveal` serve the
 * record screens.
 *
 * @example
 * const dataProvider = createDataProvider(registry, { call, forward });
 * await dataProvider.update('accounts', { id: 1, data: { ...record, email: 'new@example.com' }, previousData: record });
 * // PUT /login/account { id: 1, version: 3, email: 'new@example.com' }
 */
export function createDataProvider(
  registry: readonly ResourceDefinition[],
  transports: Transports,
): DashboardDataProvider {
  const byName = new Map(
    registry.map((definition) => [definition.name, recordCalls(definition, transports)]),
  );
  const calls = (resource: string) => {
    const found = byName.get(resource);
    if (!found) throw new Error(`Unknown resource '${resource}'`);
    return found;
  };
  /** Runs a call whose refused input is told by the labels of `fields` (and of a list's filters). */
  const failing = async <T>(
    work: () => Promise<T>,
    fields: readonly FieldDefinition[] = [],
    filters: readonly FieldDefinition[] = [],
  ): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw withValidationErrors(error, fields, filters);
    }
  };

  const getList = async (resource: string, params: GetListParams) => {
    const list = calls(resource);
    const { fields, list: settings } = list.definition;
    if (!params.meta?.allPages) return failing(() => list.page(params), fields, settings?.filters);
    const rows: RaRecord[] = [];
    for (let page = 1; ; page += 1) {
      const { data, total, meta } = await list.page({
        ...params,
        pagination: { page, perPage: EXPORT_PAGE_SIZE },
      });
      rows.push(...data);
      const more = meta?.moreThanTotal ? data.length === EXPORT_PAGE_SIZE : rows.length < total;
      if (data.length === 0 || !more) return { data: rows, total: rows.length };
    }
  };

  // react-admin types each method generic over the record type; these records are the API's, as they come.
  const provider = {
    getList,
    getOne: async (resource: string, { id }: GetOneParams) => ({ data: await calls(resource).one(id, true) }),
    getMany: async (resource: string, { ids }: GetManyParams) => {
      const list = calls(resource);
      const pages = await Promise.all(
        chunks(ids, MAX_PER_PAGE).map((some) =>
          list.page({ pagination: { page: 1, perPage: some.length }, filter: { id: some } }),
        ),
      );
      return { data: pages.flatMap((page) => page.data) };
    },
    getManyReference: (resource: string, { target, id, filter, ...rest }: GetManyReferenceParams) =>
      getList(resource, { ...rest, filter: { ...filter, [target]: id } }),
    create: (resource: string, { data }: CreateParams) =>
      failing(
        async () => ({ data: await calls(resource).create(await imagesAsDataUrls(data as Values)) }),
        calls(resource).definition.fields,
      ),
    update: (resource: string, { id, data, previousData }: UpdateParams) =>
      failing(async () => {
        const list = calls(resource);
        const changes = changedFields(list.definition.fields, (previousData ?? {}) as Values, data as Values);
        const version = (data as Values).version ?? (previousData as Values | undefined)?.version;
        // The route gives the id as text; the record as loaded has it as the API typed it.
        const recordId = (previousData as RaRecord | undefined)?.id ?? id;
        return { data: await list.update(recordId, version, await imagesAsDataUrls(changes)) };
      }, calls(resource).definition.fields),
    updateMany: () => Promise.reject(new HttpError('Bulk update is not offered', 405)),
    delete: async (resource: string, { id, previousData }: DeleteParams) => {
      await calls(resource).remove(id);
      return { data: (previousData ?? { id }) as RaRecord };
    },
    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      await calls(resource).removeMany(ids);
      return { data: ids };
    },
    runAction: async (resource: string, name: string, record: RaRecord, values: Values = {}) => {
      const { definition } = calls(resource);
      const action = definition.actions?.find((candidate) => candidate.name === name);
      if (!action) throw new Error(`Unknown action '${name}' on '${resource}'`);
      const payload = { id: record.id, ...action.sends, ...values };
      return failing(
        () => runCall(action.call, payload, transports),
        [...(action.form ?? []), ...definition.fields],
      );
    },
    reveal: async (
      resource: string,
      id: Identifier,
      field: string,
      reason: string,
    ): Promise<RevealedValue> => {
      const { definition } = calls(resource);
      if (!definition.api.reveal)
        throw new HttpError(`${definition.label.many}: revealing is not offered`, 405);
      const call = definition.api.reveal;
      const answer = unwrapData(
        await failing(
          () => runCall(call, { id, field, reason }, transports),
          [REVEAL_REASON, ...definition.fields],
        ),
      );
      return { field: typeof answer.field === 'string' ? answer.field : field, value: answer.value };
    },
  };
  return provider as unknown as DashboardDataProvider;
}
