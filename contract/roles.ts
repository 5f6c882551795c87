/**
 * The role catalogue of docs/product.md#roles-and-menu, grouped as shown to staff. One option list for every
 * role picker.
 */
export const ROLE_GROUPS = [
  {
    name: 'Members',
    roles: [
      'DONATE_CREDITS',
      'REDUCE_CREDITS',
      'SEARCH_MEMBER',
      'VIEW_MEMBER_PAYMENTS',
      'VIEW_MEMBER_CHAT_HISTORY',
      'LOGIN_AS_MEMBER',
      'MEMBER_AFFILIATE_CODE',
      'SEARCH_MIGRATED_ACCOUNTS',
    ],
  },
  {
    name: 'Affiliates',
    roles: ['VIEW_PHX_AFFILIATES', 'EDIT_PHX_AFFILIATES', 'CREATE_PHX_AFFILIATES', 'REMOVE_PHX_AFFILIATES'],
  },
  { name: 'WhiteLabels', roles: ['EDIT_PHX_WLB_DEPLOYMENT', 'EDIT_PHX_WLB_CONF'] },
  {
    name: 'Partners',
    roles: [
      'VIEW_MINUTES',
      'VIEW_WSE_PARTNERS',
      'EDIT_WSE_PARTNERS',
      'CREATE_WSE_PARTNERS',
      'REMOVE_WSE_PARTNERS',
    ],
  },
  {
    name: 'Account',
    roles: [
      'VIEW_ACCOUNTS',
      'EDIT_ACCOUNTS',
      'CREATE_ACCOUNTS',
      'UPDATE_ACCOUNTS',
      'REMOVE_ACCOUNTS',
      'SEND_ACCOUNT_QR',
      'VIEW_ROLES',
      'EDIT_ROLES',
    ],
  },
  {
    name: 'Group',
    roles: [
      'VIEW_GROUPS',
      'CREATE_GROUPS',
      'UPDATE_GROUPS',
      'REMOVE_GROUPS',
      'ASSIGN_GROUPS',
      'ASSIGN_GROUPS_SELF',
      'ASSIGN_GROUPS_BATCH',
    ],
  },
  {
    name: 'Support',
    roles: [
      'MODERATE_SNAPSHOTS',
      'VIEW_INVALID_CHATS',
      'VIEW_ABUSE_LOG',
      'VIEW_KICK_LOG',
      'VIEW_NEW_PERFORMERS',
      'VIEW_STUDIOS',
      'VIEW_LIVE_CAMS',
      'MODEL_BONUS',
    ],
  },
  {
    name: 'Technical',
    roles: ['VIEW_REDIS_KEYS', 'VIEW_ACTIVITY', 'VIEW_STREAMS', 'VIEW_PAGE_POSTBACKS', 'VIEW_BULL_MANAGER'],
  },
  {
    name: 'Analytics',
    roles: [
      'VIEW_PAGE_PARTNER_STATISTICS',
      'VIEW_ANALYTICS_ALL',
      'MEMBER_BASE',
      'MEMBER_EMAIL',
      'MEMBER_IP',
      'MEMBER_GEO',
      'MEMBER_DETAIL',
      'REVENUE_BASIC',
      'REVENUE_PLATFORM',
      'REVENUE_NETWORK',
      'REVENUE_AFFILIATE',
      'REVENUE_DETAIL',
    ],
  },
  { name: 'Tariff management', roles: ['ADD_TARIFF_GROUP', 'EDIT_TARIFF'] },
] as const;

export type Role = (typeof ROLE_GROUPS)[number]['roles'][number];

export const ALL_ROLES: readonly Role[] = ROLE_GROUPS.flatMap((group) => group.roles);

export function isRole(value: string): value is Role {
  return (ALL_ROLES as readonly string[]).includes(value);
}
