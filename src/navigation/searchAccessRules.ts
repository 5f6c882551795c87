import type { AccessRules } from '../../contract/canAccess';

/**
 * Migrated members (no family id) show in search results only to holders of SEARCH_MIGRATED_ACCOUNTS
 * (docs/product.md#validation).
 */
export const searchAccessRules: AccessRules = {
  'members.migrated': { search: 'SEARCH_MIGRATED_ACCOUNTS' },
};
