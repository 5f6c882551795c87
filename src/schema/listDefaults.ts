import type { SortPayload } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * The page size and sort a definition's list opens with when neither the URL nor the stored list parameters
 * say otherwise (react-admin's own sort, by id, when the definition names none).
 *
 * @example
 * const { perPage, sort } = listDefaults(accounts); // 25, { field: 'username', order: 'ASC' }
 */
export function listDefaults(definition: ResourceDefinition): { perPage: number; sort: SortPayload } {
  return {
    perPage: definition.list?.perPage ?? 25,
    sort: definition.list?.sort ?? { field: 'id', order: 'ASC' },
  };
}
