import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { recordCalls } from './recordCalls';
import type { Transports } from './Transports';
import { withValidationErrors } from './withValidationErrors';

/** A list page or a record asked for before the data provider's code is in; none where it cannot be. */
export interface CallsNow {
  getList: (resource: string, params: GetListParams) => Promise<GetListResult> | undefined;
  getOne: (resource: string, params: GetOneParams) => Promise<GetOneResult> | undefined;
}

/**
 * A list page or a record asked through the resource's own declared calls, answered and refused as the data
 * provider's `getList` and `getOne` answer, without the data provider's code (which comes with the signed-in
 * layout): start-up sends the first page's call with these as soon as it runs. There are none for an `api.rest`
 * resource, whose ra-data-simple-rest code needs the layout's modules too, nor for an unknown one.
 *
 * @example
 * const now = declaredCallsNow(registry, transports);
 * await now.getList('accounts', params); // GET /login/accounts?page=1&perPage=25…
 * await now.getOne('accounts', { id: 7 }); // GET /login/account/7, and its roles
 */
export function declaredCallsNow(registry: readonly ResourceDefinition[], transports: Transports): CallsNow {
  const declared = (resource: string) =>
    registry.find((definition) => definition.name === resource && !definition.api.rest);
  return {
    getList: (resource, params) => {
      const definition = declared(resource);
      if (!definition) return undefined;
      return recordCalls(definition, transports)
        .page(params)
        .catch((error: unknown) => {
          throw withValidationErrors(error, definition.fields, definition.list?.filters);
        });
    },
    getOne: (resource, { id }) => {
      const definition = declared(resource);
      if (!definition) return undefined;
      return recordCalls(definition, transports)
        .one(id, true)
        .then((data) => ({ data }));
    },
  };
}
