import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ApiCall } from '../schema/ApiCall';
import type { ResourceDefinition } from '../schema/ResourceDefinition';
import { HttpError } from '../transport/HttpError';
import { isEmptyValue } from '../schema/isEmptyValue';
import { runCall } from './runCall';
import type { Transports } from './Transports';
import { unwrapData } from './unwrapData';

type Values = Record<string, unknown>;
type Operation = 'getList' | 'getOne' | 'create' | 'update' | 'delete';

/** The API calls of one resource, as record-level operations the DataProvider composes. */
export function recordCalls(definition: ResourceDefinition, transports: Transports) {
  const { api } = definition;
  const relations = api.relations ?? [];
  const callFor = (operation: Operation): ApiCall => {
    const apiCall = api[operation];
    if (!apiCall) throw new HttpError(`${definition.label.many}: '${operation}' is not offered`, 405);
    return apiCall;
  };
  const toRecord = (raw: Values) => (api.toRecord ? api.toRecord(raw) : raw) as RaRecord;
  const creatable = new Set(
    definition.fields.filter((field) => !field.readOnly && !field.editOnly).map((field) => field.source),
  );

  const writeRelations = async (id: Identifier, values: Values, skipInline: boolean) => {
    for (const relation of relations) {
      if (!(relation.source in values) || (skipInline && relation.inlineOnCreate)) continue;
      await runCall(relation.write, { id, [relation.source]: values[relation.source] ?? [] }, transports);
    }
  };

  /** Relation values are merged before `toRecord`, so its normalising covers them too. */
  const one = async (id: Identifier, withRelations: boolean): Promise<RaRecord> => {
    const raw = { ...unwrapData(await runCall(callFor('getOne'), { id }, transports)) };
    if (withRelations) {
      for (const { read, source } of relations) {
        if (read) raw[source] = unwrapData(await runCall(read, { id }, transports))[source];
      }
    }
    return toRecord(raw);
  };

  return {
    definition,
    one,
    page: async ({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) => {
      const query: Values = { page: pagination?.page ?? 1, perPage: pagination?.perPage ?? 25 };
      if (sort?.field) Object.assign(query, { sort: sort.field, order: sort.order });
      if (filter && Object.keys(filter).length > 0) query.filter = filter;
      const body = (await runCall(callFor('getList'), query, transports)) as { data?: Values[]; total?: number };
      const data = (body.data ?? []).map(toRecord);
      return { data, total: body.total ?? data.length };
    },
    /** A fresh record has no related values, so only non-empty ones are written after creating it. */
    create: async (values: Values): Promise<RaRecord> => {
      const isRelation = (key: string) => relations.some((r) => r.source === key && !r.inlineOnCreate);
      const payload = Object.fromEntries(Object.entries(values).filter(([key]) => creatable.has(key) && !isRelation(key)));
      const created = toRecord(unwrapData(await runCall(callFor('create'), payload, transports)));
      const later = Object.fromEntries(
        Object.entries(values).filter(([key, value]) => isRelation(key) && !isEmptyValue(value) && !(Array.isArray(value) && value.length === 0)),
      );
      if (Object.keys(later).length === 0) return created;
      await writeRelations(created.id, later, true);
      return one(created.id, true);
    },
    /** Main fields first (they carry the version the server checks), then each changed relation. */
    update: async (id: Identifier, version: unknown, changes: Values): Promise<RaRecord> => {
      const main = Object.fromEntries(Object.entries(changes).filter(([key]) => !relations.some((r) => r.source === key)));
      if (Object.keys(main).length > 0) await runCall(callFor('update'), { id, version, ...main }, transports);
      await writeRelations(id, changes, false);
      return one(id, true);
    },
    remove: async (id: Identifier) => {
      await runCall(callFor('delete'), { id }, transports);
    },
  };
}
