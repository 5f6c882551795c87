import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { isEmptyValue } from '../../contract/isEmptyValue';
import { restClient } from '../transport/restClient';
import { declaredCalls } from './declaredCalls';
import { restCalls } from './restCalls';
import { runCall } from './runCall';
import { saveHeaders } from './saveHeaders';
import type { Transports } from './Transports';
import { unwrapData } from './unwrapData';

type Values = Record<string, unknown>;

/**
 * The API calls of one resource as record-level operations the DataProvider composes: the definition's own
 * calls or ra-data-simple-rest's (`api.rest`), with relations and `toRecord` applied alike.
 */
export function recordCalls(definition: ResourceDefinition, transports: Transports) {
  const { api } = definition;
  const calls = api.rest
    ? restCalls(api.rest, transports.rest ?? restClient)
    : declaredCalls(definition, transports);
  const relations = api.relations ?? [];
  const toRecord = (raw: Values) => (api.toRecord ? api.toRecord(raw) : raw) as RaRecord;
  const creatable = new Set(
    definition.fields.filter((field) => !field.readOnly && !field.editOnly).map((field) => field.source),
  );

  const writeRelations = async (
    id: Identifier,
    values: Values,
    skipInline: boolean,
    headers: Record<string, string>,
  ) => {
    for (const relation of relations) {
      if (!(relation.source in values) || (skipInline && relation.inlineOnCreate)) continue;
      await runCall(
        relation.write,
        { id, [relation.source]: values[relation.source] ?? [] },
        transports,
        headers,
      );
    }
  };

  /** Relation values are merged before `toRecord`, so its normalising covers them too. */
  const one = async (id: Identifier, withRelations: boolean): Promise<RaRecord> => {
    const raw = { ...unwrapData(await calls.one(id)) };
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
    page: async (params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) => {
      const { data, total, moreThanTotal } = await calls.list(params);
      return { data: data.map(toRecord), total, ...(moreThanTotal ? { meta: { moreThanTotal } } : {}) };
    },
    /**
     * A fresh record has no related values, so only non-empty ones are written after creating it; every call of
     * the save carries its `Save-Id`, so its history is one entry.
     */
    create: async (values: Values): Promise<RaRecord> => {
      const headers = saveHeaders();
      const isRelation = (key: string) => relations.some((r) => r.source === key && !r.inlineOnCreate);
      const payload = Object.fromEntries(
        Object.entries(values).filter(([key]) => creatable.has(key) && !isRelation(key)),
      );
      const created = toRecord(unwrapData(await calls.create(payload, headers)));
      const later = Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) =>
            isRelation(key) && !isEmptyValue(value) && !(Array.isArray(value) && value.length === 0),
        ),
      );
      if (Object.keys(later).length === 0) return created;
      await writeRelations(created.id, later, true, headers);
      return one(created.id, true);
    },
    /** Main fields first (they carry the version the server checks), then each changed relation, as one save. */
    update: async (id: Identifier, version: unknown, changes: Values): Promise<RaRecord> => {
      const headers = saveHeaders();
      const main = Object.fromEntries(
        Object.entries(changes).filter(([key]) => !relations.some((r) => r.source === key)),
      );
      if (Object.keys(main).length > 0) await calls.update(id, { version, ...main }, headers);
      await writeRelations(id, changes, false, headers);
      return one(id, true);
    },
    remove: (id: Identifier) => calls.remove(id),
    removeMany: (ids: readonly Identifier[]) => calls.removeMany(ids),
  };
}
