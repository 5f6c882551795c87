import { isNotNull } from 'drizzle-orm';
import { members } from '../../db/schema/platformUsers';
import { memberActions } from './memberActions';
import type { ResourceHooks } from '../../resources/ServedResource';

/**
 * Members migrated from the old platform have no family id: only SEARCH_MIGRATED_ACCOUNTS sees them
 * (docs/product.md#validation).
 */
export const memberHooks: ResourceHooks<typeof members.$inferSelect> = {
  actions: memberActions,
  hidden: (actor) =>
    actor.roles.includes('SEARCH_MIGRATED_ACCOUNTS') ? undefined : isNotNull(members.family),
};
