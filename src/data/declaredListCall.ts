import type { GetListParams, GetListResult } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { recordCalls } from './recordCalls';
import type { Transports } from './Transports';

/**
 * A list page asked through the resource's own declared call, without the data provider's code (which comes with
 * the signed-in layout): start-up sends the first list's call with this as soon as it runs. There is none for an
 * `api.rest` resource, whose ra-data-simple-rest code needs the layout's modules too, nor for an unknown one.
 *
 * @example
 * const listNow = declaredListCall(registry, transports);
 * await listNow('accounts', params); // GET /login/account?page=1&perPage=25…, as the data provider's getList
 */
export function declaredListCall(
  registry: readonly ResourceDefinition[],
  transports: Transports,
): (resource: string, params: GetListParams) => Promise<GetListResult> | undefined {
  return (resource, params) => {
    const definition = registry.find((candidate) => candidate.name === resource);
    if (!definition || definition.api.rest) return undefined;
    return recordCalls(definition, transports).page(params);
  };
}
