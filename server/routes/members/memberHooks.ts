import { isNotNull } from 'drizzle-orm';
import { members } from '../../db/schema/platformUsers';
import type { ResourceHooks } from '../../resources/ServedResource';

/**
 * Members migrated from the old platform have no family id: only SEARCH_MIGRATED_ACCOUNTS sees them
 * (docs/product.md#validation).
 */
export const memberHooks: ResourceHooks = {
  hidden: (actor) =>
    actor.roles.includes('SEARCH_MIGRATED_ACCOUNTS') ? undefined : isNotNull(members.family),
};
