import type { ResourceDefinition } from './ResourceDefinition';

export type OfferedOperation =
  'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'deleteMany' | 'reveal';

const WRITE_ROLE = { create: 'create', update: 'edit', delete: 'delete', deleteMany: 'delete' } as const;

/**
 * Whether a resource offers an operation: one its API mapping declares, or, for a simple-rest resource, reading
 * always and each write its `access` gives a rule (`OPEN` for any signed-in user). Both sides ask this, so the
 * screens offer exactly the calls the server serves.
 *
 * @example
 * offers(performers, 'create'); // false: performers sign up on the platform, staff do not create them
 */
export function offers(definition: ResourceDefinition, operation: OfferedOperation): boolean {
  const { api, access = {} } = definition;
  if (api[operation] !== undefined) return true;
  if (!api.rest) return false;
  if (operation === 'getList' || operation === 'getOne') return true;
  if (operation === 'reveal') return false;
  return access[WRITE_ROLE[operation]] !== undefined;
}
