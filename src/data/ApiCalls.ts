import type { GetListParams, Identifier } from 'ra-core';

type Values = Record<string, unknown>;

/**
 * The bare API operations of one resource, as the API answers them (before relations and `toRecord`): either
 * the calls its definition declares or ra-data-simple-rest's at its `api.rest` path.
 */
export interface ApiCalls {
  /** `moreThanTotal`: the list holds more rows than the API counted (it counts big lists only up to a cap). */
  list: (
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  ) => Promise<{ data: Values[]; total: number; moreThanTotal?: boolean }>;
  one: (id: Identifier) => Promise<unknown>;
  /** `headers`: the save's `Save-Id`, which the calls of one save share. */
  create: (values: Values, headers?: Record<string, string>) => Promise<unknown>;
  /** `values` holds the changed fields and the `version` the server checks. */
  update: (id: Identifier, values: Values, headers?: Record<string, string>) => Promise<unknown>;
  remove: (id: Identifier) => Promise<unknown>;
  /** All or none, in one call. */
  removeMany: (ids: readonly Identifier[]) => Promise<unknown>;
}
