import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * The spec path of a record's edit page, or of the create page without an id:
 * `/admin/account/:id?` gives `/admin/account/7` and `/admin/account`.
 */
export function editPath(definition: ResourceDefinition, id?: Identifier): string {
  const pattern = definition.routes.edit;
  if (!pattern) throw new Error(`${definition.name} has no edit route`);
  const filled = pattern.replace(/\/:id\??/, id === undefined ? '' : `/${encodeURIComponent(String(id))}`);
  return filled || '/';
}
