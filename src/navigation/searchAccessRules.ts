import type { AccessRules } from '../../contract/canAccess';

/** Migrated members (no family id) show in search results only to holders of SEARCH_MIGRATED_ACCOUNTS (spec §5). */
export const searchAccessRules: AccessRules = {
  'members.migrated': { search: 'SEARCH_MIGRATED_ACCOUNTS' },
};
