import type { Role } from '../../contract/roles';
import type { MenuGroupKey } from '../../contract/menuGroups';

/**
 * A page of spec §2 that no resource definition serves: its path, the name shown as crumb and in the menu, its
 * place in the menu and the role its menu entry needs (spec §6). Pages reached from another page name the
 * entry's role through `role` too, so reaching them directly is refused the same way. Resource pages come from
 * their definitions (pageCatalogue).
 */
export interface CustomPage {
  key: string;
  path: string;
  label: string;
  role?: Role;
  /** Menu group key; absent for pages reached from another page. */
  menu?: MenuGroupKey | 'root';
  /** Place within the menu group, beside the resources' `menu.order`. */
  order?: number;
}

export const CUSTOM_PAGES: readonly CustomPage[] = [
  { key: 'dashboard', path: '/', label: 'Dashboard', menu: 'root', order: 0 },

  { key: 'payouts', path: '/financial/payouts', label: 'Payouts', menu: 'finance', order: 10 },
  { key: 'reservations', path: '/financial/reservations', label: 'Reservations', menu: 'finance', order: 20 },
  { key: 'vat', path: '/financial/vat', label: 'VAT', menu: 'finance', order: 30 },
  { key: 'financial-history', path: '/financial/statistics', label: 'History', menu: 'finance', order: 40 },
  { key: 'wallet', path: '/financial/wallet/:id?', label: 'Wallet' },

  {
    key: 'statistics-traffic',
    path: '/statistics/traffic',
    label: 'Platform',
    menu: 'statistics',
    order: 10,
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },
  {
    key: 'statistics-members',
    path: '/statistics/members',
    label: 'Members',
    menu: 'statistics',
    order: 20,
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },
  {
    key: 'statistics-models',
    path: '/statistics/models',
    label: 'Models',
    menu: 'statistics',
    order: 30,
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },

  { key: 'messaging', path: '/support/messaging', label: 'Messaging', menu: 'platform', order: 10 },
  { key: 'promotions', path: '/marketing/promotions', label: 'Promotions', menu: 'platform', order: 20 },
  { key: 'emails', path: '/support/emails', label: 'Emails', menu: 'platform', order: 30 },
  { key: 'tariffs', path: '/support/tariffs', label: 'Tariff Management', menu: 'platform', order: 40 },
  { key: 'wallets', path: '/financial/wallets', label: 'Wallets', menu: 'platform', order: 50 },
  { key: 'seo', path: '/tech/seo', label: 'SEO', menu: 'platform', order: 60 },
  { key: 'ivr', path: '/tech/ivr', label: 'IVR', menu: 'platform', order: 70 },
  { key: 'promotion', path: '/marketing/promotion/:id?', label: 'Promotion' },
  { key: 'promotion-group', path: '/marketing/group/:id?', label: 'Promotion group' },

  {
    key: 'live-cams',
    path: '/support/chats',
    label: 'Live Cams',
    menu: 'support',
    order: 10,
    role: 'VIEW_LIVE_CAMS',
  },
  {
    key: 'invalid-chats',
    path: '/support/invalid-chats',
    label: 'Invalid Chats',
    menu: 'support',
    order: 20,
    role: 'VIEW_INVALID_CHATS',
  },
  {
    key: 'abuse',
    path: '/support/abuse',
    label: 'Abuse',
    menu: 'support',
    order: 30,
    role: 'VIEW_ABUSE_LOG',
  },
  {
    key: 'kick',
    path: '/support/kick',
    label: 'Kick Log',
    menu: 'support',
    order: 40,
    role: 'VIEW_KICK_LOG',
  },
  { key: 'performers', path: '/support/performers', label: 'Modellen', menu: 'support', order: 50 },
  {
    key: 'studios',
    path: '/support/studios',
    label: 'Studios',
    menu: 'support',
    order: 60,
    role: 'VIEW_STUDIOS',
  },
  {
    key: 'media',
    path: '/support/media',
    label: 'Media',
    menu: 'support',
    order: 70,
    role: 'MODERATE_SNAPSHOTS',
  },
  { key: 'members', path: '/support/members', label: 'Members', menu: 'support', order: 80 },
  { key: 'news', path: '/support/news', label: 'News', menu: 'support', order: 90 },
  { key: 'bonus', path: '/support/bonus', label: 'Bonus', menu: 'support', order: 100 },

  {
    key: 'partners',
    path: '/partners',
    label: 'Partner Overview',
    menu: 'partners',
    order: 10,
    role: 'VIEW_WSE_PARTNERS',
  },
  {
    key: 'postbacks',
    path: '/partners/postbacks',
    label: 'Postbacks',
    menu: 'partners',
    order: 20,
    role: 'VIEW_PAGE_POSTBACKS',
  },
  { key: 'offers', path: '/partners/offers', label: 'Offers', menu: 'partners', order: 30 },
  { key: 'unlisted', path: '/partners/unlisted', label: 'Unknown', menu: 'partners', order: 40 },
  { key: 'partner', path: '/partner/:id', label: 'Partner', role: 'VIEW_WSE_PARTNERS' },
  {
    key: 'whitelabel',
    path: '/partner/:id?/whitelabel/:name?',
    label: 'Whitelabel',
    role: 'VIEW_WSE_PARTNERS',
  },

  { key: 'streams', path: '/tech/streams', label: 'Streams', menu: 'tech', order: 10, role: 'VIEW_STREAMS' },
  { key: 'redis', path: '/tech/redis', label: 'Redis', menu: 'tech', order: 20, role: 'VIEW_REDIS_KEYS' },
  { key: 'cache', path: '/tech/cache', label: 'Cache', menu: 'tech', order: 30 },
  { key: 'cdn', path: '/tech/cdn', label: 'Cdn', menu: 'tech', order: 40 },
  { key: 'errors', path: '/tech/errors', label: 'Errors', menu: 'tech', order: 50 },
  { key: 'sys-log', path: '/tech/sys-log', label: 'Sys Log', menu: 'tech', order: 60 },
  {
    key: 'bullmq',
    path: '/tech/bullmq',
    label: 'Bull Monitor',
    menu: 'tech',
    order: 70,
    role: 'VIEW_BULL_MANAGER',
  },
  {
    key: 'system-configuration',
    path: '/tech/system-configuration',
    label: 'System Configuration',
    menu: 'tech',
    order: 80,
  },
  { key: 'datastores', path: '/tech/datastores', label: 'Datastores', menu: 'tech', order: 90 },
  { key: 'deployments', path: '/tech/deployments', label: 'Deployments', menu: 'tech', order: 100 },
  {
    key: 'payout-validation',
    path: '/tech/payout-validation',
    label: 'Payout validator',
    menu: 'tech',
    order: 110,
  },
  { key: 'dashboard-components', path: '/tech/dashboard-components', label: 'Dashboard components' },
  { key: 'category', path: '/tech/category/:id?', label: 'Category' },

  { key: 'blacklabel', path: '/blacklabel/:id?', label: 'Blacklabel' },
  { key: 'chat', path: '/chat/:room?', label: 'Chat' },
  { key: 'member', path: '/member/:id?', label: 'Member' },
  { key: 'performer', path: '/performer/:id?', label: 'Performer' },
  { key: 'studio', path: '/studio/:id?', label: 'Studio', role: 'VIEW_STUDIOS' },
];
