import type { GetListParams, SortPayload } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { parse } from '../lib/shims/queryString';
import { listDefaults } from '../schema/listDefaults';
import type { StoredListParams } from './storedListParams';

type Query = StoredListParams & Record<string, unknown>;

const LOCATION_OBJECTS = ['filter', 'displayedFilters'];

const numberOr = (value: unknown, fallback: number) => {
  if (value === undefined) return fallback;
  const parsed = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isNaN(parsed) ? fallback : parsed;
};

/** Stored parameters count only once the list was changed from react-admin's initial ones. */
const isCustom = (params: StoredListParams | undefined): params is StoredListParams =>
  Boolean(
    params?.filter &&
    (Object.keys(params.filter).length > 0 ||
      params.order != null ||
      params.page !== 1 ||
      params.perPage != null ||
      params.sort != null),
  );

function queryFromSearch(search: string): Query {
  const query: Query = parse(search);
  for (const key of LOCATION_OBJECTS) {
    const text = query[key];
    if (typeof text !== 'string') continue;
    try {
      query[key] = JSON.parse(text);
    } catch {
      delete query[key];
    }
  }
  return query;
}

/**
 * The page react-admin's list will ask for at `search`: the URL's parameters, else those stored from the last visit,
 * else the definition's page size and sort. This is ra-core's getQuery, which start-up cannot import without the
 * list's hooks and their imports (~30 kB): listQueryAt.test.ts holds both to the same answers.
 *
 * @example
 * listQueryAt(accounts, '?page=2', undefined);
 * // { pagination: { page: 2, perPage: 25 }, sort: { field: 'username', order: 'ASC' }, filter: {}, meta: undefined }
 */
export function listQueryAt(
  definition: ResourceDefinition,
  search: string,
  stored: StoredListParams | undefined,
): GetListParams {
  const defaults = listDefaults(definition);
  const fromSearch = queryFromSearch(search);
  const query: Query =
    Object.keys(fromSearch).length > 0 ? fromSearch : isCustom(stored) ? { ...stored } : { filter: {} };
  return {
    pagination: {
      page: numberOr(query.page ?? 1, 1),
      perPage: numberOr(query.perPage ?? defaults.perPage, 10),
    },
    // The URL's order is passed on as it came, as react-admin's list does: the cache key must be the list's own.
    sort: query.sort ? { field: query.sort, order: query.order as SortPayload['order'] } : defaults.sort,
    filter: { ...query.filter },
    meta: undefined,
  };
}
