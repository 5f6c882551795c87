import type { Role } from '../auth/roles';

/**
 * Every route of spec §2 as data: its path, the name shown as crumb and in the menu, its menu group and
 * the role its menu entry needs (spec §6). Pages that are not menu entries name the entry they belong to
 * through `role`, so reaching them directly is refused the same way.
 */
export interface PageDef {
  key: string;
  path: string;
  label: string;
  role?: Role;
  /** Menu group key; absent for pages reached from another page. */
  menu?: MenuGroupKey | 'root';
}

export type MenuGroupKey = 'admin' | 'finance' | 'statistics' | 'platform' | 'support' | 'partners' | 'tech';

export const MENU_GROUPS: readonly { key: MenuGroupKey; label: string }[] = [
  { key: 'admin', label: 'Admin' },
  { key: 'finance', label: 'Finance' },
  { key: 'statistics', label: 'Statistics' },
  { key: 'platform', label: 'Platform' },
  { key: 'support', label: 'Support / Moderation' },
  { key: 'partners', label: 'Partners' },
  { key: 'tech', label: 'Tech' },
];

/** Menu entries are listed in menu order within each group. */
export const PAGES: readonly PageDef[] = [
  { key: 'dashboard', path: '/', label: 'Dashboard', menu: 'root' },

  { key: 'accounts', path: '/admin/accounts', label: 'Accounts', menu: 'admin', role: 'VIEW_ACCOUNTS' },
  { key: 'groups', path: '/admin/groups', label: 'Groups', menu: 'admin', role: 'VIEW_GROUPS' },
  { key: 'account', path: '/admin/account/:id?', label: 'Account', role: 'VIEW_ACCOUNTS' },
  { key: 'group', path: '/admin/group/:id?', label: 'Group', role: 'VIEW_GROUPS' },

  { key: 'payouts', path: '/financial/payouts', label: 'Payouts', menu: 'finance' },
  { key: 'reservations', path: '/financial/reservations', label: 'Reservations', menu: 'finance' },
  { key: 'vat', path: '/financial/vat', label: 'VAT', menu: 'finance' },
  { key: 'financial-history', path: '/financial/statistics', label: 'History', menu: 'finance' },
  { key: 'wallet', path: '/financial/wallet/:id?', label: 'Wallet' },

  {
    key: 'statistics-traffic',
    path: '/statistics/traffic',
    label: 'Platform',
    menu: 'statistics',
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },
  {
    key: 'statistics-members',
    path: '/statistics/members',
    label: 'Members',
    menu: 'statistics',
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },
  {
    key: 'statistics-models',
    path: '/statistics/models',
    label: 'Models',
    menu: 'statistics',
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },

  { key: 'messaging', path: '/support/messaging', label: 'Messaging', menu: 'platform' },
  { key: 'promotions', path: '/marketing/promotions', label: 'Promotions', menu: 'platform' },
  { key: 'emails', path: '/support/emails', label: 'Emails', menu: 'platform' },
  { key: 'tariffs', path: '/support/tariffs', label: 'Tariff Management', menu: 'platform' },
  { key: 'wallets', path: '/financial/wallets', label: 'Wallets', menu: 'platform' },
  { key: 'seo', path: '/tech/seo', label: 'SEO', menu: 'platform' },
  { key: 'ivr', path: '/tech/ivr', label: 'IVR', menu: 'platform' },
  { key: 'promotion', path: '/marketing/promotion/:id?', label: 'Promotion' },
  { key: 'promotion-group', path: '/marketing/group/:id?', label: 'Promotion group' },

  { key: 'live-cams', path: '/support/chats', label: 'Live Cams', menu: 'support', role: 'VIEW_LIVE_CAMS' },
  {
    key: 'invalid-chats',
    path: '/support/invalid-chats',
    label: 'Invalid Chats',
    menu: 'support',
    role: 'VIEW_INVALID_CHATS',
  },
  { key: 'abuse', path: '/support/abuse', label: 'Abuse', menu: 'support', role: 'VIEW_ABUSE_LOG' },
  { key: 'kick', path: '/support/kick', label: 'Kick Log', menu: 'support', role: 'VIEW_KICK_LOG' },
  { key: 'performers', path: '/support/performers', label: 'Modellen', menu: 'support' },
  { key: 'studios', path: '/support/studios', label: 'Studios', menu: 'support', role: 'VIEW_STUDIOS' },
  { key: 'media', path: '/support/media', label: 'Media', menu: 'support', role: 'MODERATE_SNAPSHOTS' },
  { key: 'members', path: '/support/members', label: 'Members', menu: 'support' },
  { key: 'news', path: '/support/news', label: 'News', menu: 'support' },
  { key: 'bonus', path: '/support/bonus', label: 'Bonus', menu: 'support' },

  {
    key: 'partners',
    path: '/partners',
    label: 'Partner Overview',
    menu: 'partners',
    role: 'VIEW_WSE_PARTNERS',
  },
  {
    key: 'postbacks',
    path: '/partners/postbacks',
    label: 'Postbacks',
    menu: 'partners',
    role: 'VIEW_PAGE_POSTBACKS',
  },
  { key: 'offers', path: '/partners/offers', label: 'Offers', menu: 'partners' },
  { key: 'unlisted', path: '/partners/unlisted', label: 'Unknown', menu: 'partners' },
  { key: 'partner', path: '/partner/:id', label: 'Partner', role: 'VIEW_WSE_PARTNERS' },
  {
    key: 'whitelabel',
    path: '/partner/:id?/whitelabel/:name?',
    label: 'Whitelabel',
    role: 'VIEW_WSE_PARTNERS',
  },

  { key: 'streams', path: '/tech/streams', label: 'Streams', menu: 'tech', role: 'VIEW_STREAMS' },
  { key: 'redis', path: '/tech/redis', label: 'Redis', menu: 'tech', role: 'VIEW_REDIS_KEYS' },
  { key: 'cache', path: '/tech/cache', label: 'Cache', menu: 'tech' },
  { key: 'cdn', path: '/tech/cdn', label: 'Cdn', menu: 'tech' },
  { key: 'errors', path: '/tech/errors', label: 'Errors', menu: 'tech' },
  { key: 'sys-log', path: '/tech/sys-log', label: 'Sys Log', menu: 'tech' },
  { key: 'bullmq', path: '/tech/bullmq', label: 'Bull Monitor', menu: 'tech', role: 'VIEW_BULL_MANAGER' },
  {
    key: 'system-configuration',
    path: '/tech/system-configuration',
    label: 'System Configuration',
    menu: 'tech',
  },
  { key: 'datastores', path: '/tech/datastores', label: 'Datastores', menu: 'tech' },
  { key: 'deployments', path: '/tech/deployments', label: 'Deployments', menu: 'tech' },
  { key: 'payout-validation', path: '/tech/payout-validation', label: 'Payout validator', menu: 'tech' },
  { key: 'dashboard-components', path: '/tech/dashboard-components', label: 'Dashboard components' },
  { key: 'category', path: '/tech/category/:id?', label: 'Category' },

  { key: 'blacklabel', path: '/blacklabel/:id?', label: 'Blacklabel' },
  { key: 'chat', path: '/chat/:room?', label: 'Chat' },
  { key: 'member', path: '/member/:id?', label: 'Member' },
  { key: 'performer', path: '/performer/:id?', label: 'Performer' },
  { key: 'studio', path: '/studio/:id?', label: 'Studio', role: 'VIEW_STUDIOS' },
];

/** Pages without the sidebar, open to anyone. */
export const PUBLIC_PATHS = ['/login', '/forgot-password', '/qr'] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
