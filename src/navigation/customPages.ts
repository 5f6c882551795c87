import type { Role } from '../../contract/roles';
import type { MenuGroupKey } from '../../contract/menuGroups';

/**
 * A page of docs/product.md#screens-and-routes that no resource definition serves: its path, the name shown
 * as crumb and in the menu, its place in the menu and the role its menu entry needs
 * (docs/product.md#roles-and-menu). Pages reached from another page name the entry's role through `role` too,
 * so reaching them directly is refused the same way. Resource pages come from their definitions
 * (pageCatalogue).
 */
export interface CustomPage {
  key: string;
  path: string;
  label: string;
  role?: Role;
  /**
   * The role the page's data needs where its menu entry needs none (docs/product.md#roles-and-menu leaves
   * Finance open): without it the page names the role instead of failing on every call.
   */
  dataRole?: Role;
  /** Menu group key; absent for pages reached from another page. */
  menu?: MenuGroupKey | 'root';
  /** Place within the menu group, beside the resources' `menu.order`. */
  order?: number;
  /** The menu entry's icon, by its @mui/icons-material name (see namedIcon); one per entry. */
  icon?: string;
}

export const CUSTOM_PAGES: readonly CustomPage[] = [
  { key: 'dashboard', path: '/', label: 'Dashboard', menu: 'root', icon: 'DashboardOutlined', order: 0 },

  {
    key: 'payouts',
    path: '/financial/payouts',
    label: 'Payouts',
    dataRole: 'REVENUE_PLATFORM',
    menu: 'finance',
    icon: 'RequestQuoteOutlined',
    order: 10,
  },
  {
    key: 'reservations',
    path: '/financial/reservations',
    label: 'Reservations',
    menu: 'finance',
    icon: 'LockClockOutlined',
    order: 20,
  },
  {
    key: 'vat',
    path: '/financial/vat',
    label: 'VAT',
    dataRole: 'REVENUE_PLATFORM',
    menu: 'finance',
    icon: 'ReceiptLongOutlined',
    order: 30,
  },
  {
    key: 'financial-history',
    path: '/financial/statistics',
    label: 'History',
    dataRole: 'REVENUE_BASIC',
    menu: 'finance',
    icon: 'TimelineOutlined',
    order: 40,
  },
  { key: 'wallet', path: '/financial/wallet/:id?', label: 'Wallet' },

  {
    key: 'statistics-traffic',
    path: '/statistics/traffic',
    label: 'Platform',
    menu: 'statistics',
    icon: 'InsightsOutlined',
    order: 10,
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },
  {
    key: 'statistics-members',
    path: '/statistics/members',
    label: 'Members',
    menu: 'statistics',
    icon: 'PeopleAltOutlined',
    order: 20,
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },
  {
    key: 'statistics-models',
    path: '/statistics/models',
    label: 'Models',
    menu: 'statistics',
    icon: 'LeaderboardOutlined',
    order: 30,
    role: 'VIEW_PAGE_PARTNER_STATISTICS',
  },

  {
    key: 'messaging',
    path: '/support/messaging',
    label: 'Messaging',
    menu: 'platform',
    icon: 'ChatOutlined',
    order: 10,
  },
  {
    key: 'promotions',
    path: '/marketing/promotions',
    label: 'Promotions',
    menu: 'platform',
    icon: 'CampaignOutlined',
    order: 20,
  },
  {
    key: 'emails',
    path: '/support/emails',
    label: 'Emails',
    menu: 'platform',
    icon: 'EmailOutlined',
    order: 30,
  },
  {
    key: 'tariffs',
    path: '/support/tariffs',
    label: 'Tariff Management',
    menu: 'platform',
    icon: 'SellOutlined',
    order: 40,
  },
  {
    key: 'wallets',
    path: '/financial/wallets',
    label: 'Wallets',
    menu: 'platform',
    icon: 'AccountBalanceWalletOutlined',
    order: 50,
  },
  { key: 'seo', path: '/tech/seo', label: 'SEO', menu: 'platform', icon: 'TravelExploreOutlined', order: 60 },
  { key: 'ivr', path: '/tech/ivr', label: 'IVR', menu: 'platform', icon: 'PhoneInTalkOutlined', order: 70 },
  { key: 'promotion', path: '/marketing/promotion/:id?', label: 'Promotion' },
  { key: 'promotion-group', path: '/marketing/group/:id?', label: 'Promotion group' },

  {
    key: 'live-cams',
    path: '/support/chats',
    label: 'Live Cams',
    menu: 'support',
    icon: 'VideocamOutlined',
    order: 10,
    role: 'VIEW_LIVE_CAMS',
  },
  {
    key: 'invalid-chats',
    path: '/support/invalid-chats',
    label: 'Invalid Chats',
    menu: 'support',
    icon: 'SpeakerNotesOffOutlined',
    order: 20,
    role: 'VIEW_INVALID_CHATS',
  },
  {
    key: 'abuse',
    path: '/support/abuse',
    label: 'Abuse',
    menu: 'support',
    icon: 'ReportOutlined',
    order: 30,
    role: 'VIEW_ABUSE_LOG',
  },
  {
    key: 'kick',
    path: '/support/kick',
    label: 'Kick Log',
    menu: 'support',
    icon: 'BlockOutlined',
    order: 40,
    role: 'VIEW_KICK_LOG',
  },
  {
    key: 'performers',
    path: '/support/performers',
    label: 'Modellen',
    menu: 'support',
    icon: 'FaceRetouchingNaturalOutlined',
    order: 50,
  },
  {
    key: 'studios',
    path: '/support/studios',
    label: 'Studios',
    menu: 'support',
    icon: 'StorefrontOutlined',
    order: 60,
    role: 'VIEW_STUDIOS',
  },
  {
    key: 'media',
    path: '/support/media',
    label: 'Media',
    menu: 'support',
    icon: 'PermMediaOutlined',
    order: 70,
    role: 'MODERATE_SNAPSHOTS',
  },
  {
    key: 'members',
    path: '/support/members',
    label: 'Members',
    menu: 'support',
    icon: 'PersonSearchOutlined',
    order: 80,
  },
  {
    key: 'news',
    path: '/support/news',
    label: 'News',
    menu: 'support',
    icon: 'NewspaperOutlined',
    order: 90,
  },
  {
    key: 'bonus',
    path: '/support/bonus',
    label: 'Bonus',
    menu: 'support',
    icon: 'CardGiftcardOutlined',
    order: 100,
  },

  {
    key: 'partners',
    path: '/partners',
    label: 'Partner Overview',
    menu: 'partners',
    icon: 'HandshakeOutlined',
    order: 10,
    role: 'VIEW_WSE_PARTNERS',
  },
  {
    key: 'postbacks',
    path: '/partners/postbacks',
    label: 'Postbacks',
    menu: 'partners',
    icon: 'WebhookOutlined',
    order: 20,
    role: 'VIEW_PAGE_POSTBACKS',
  },
  {
    key: 'offers',
    path: '/partners/offers',
    label: 'Offers',
    menu: 'partners',
    icon: 'LocalOfferOutlined',
    order: 30,
  },
  {
    key: 'unlisted',
    path: '/partners/unlisted',
    label: 'Unknown',
    menu: 'partners',
    icon: 'HelpOutlineOutlined',
    order: 40,
  },
  { key: 'partner', path: '/partner/:id', label: 'Partner', role: 'VIEW_WSE_PARTNERS' },
  {
    key: 'whitelabel',
    path: '/partner/:id?/whitelabel/:name?',
    label: 'Whitelabel',
    role: 'VIEW_WSE_PARTNERS',
  },

  {
    key: 'streams',
    path: '/tech/streams',
    label: 'Streams',
    menu: 'tech',
    icon: 'StreamOutlined',
    order: 10,
    role: 'VIEW_STREAMS',
  },
  {
    key: 'redis',
    path: '/tech/redis',
    label: 'Redis',
    menu: 'tech',
    icon: 'StorageOutlined',
    order: 20,
    role: 'VIEW_REDIS_KEYS',
  },
  { key: 'cache', path: '/tech/cache', label: 'Cache', menu: 'tech', icon: 'CachedOutlined', order: 30 },
  { key: 'cdn', path: '/tech/cdn', label: 'Cdn', menu: 'tech', icon: 'CloudOutlined', order: 40 },
  {
    key: 'errors',
    path: '/tech/errors',
    label: 'Errors',
    menu: 'tech',
    icon: 'ErrorOutlineOutlined',
    order: 50,
  },
  {
    key: 'sys-log',
    path: '/tech/sys-log',
    label: 'Sys Log',
    menu: 'tech',
    icon: 'TerminalOutlined',
    order: 60,
  },
  {
    key: 'bullmq',
    path: '/tech/bullmq',
    label: 'Bull Monitor',
    menu: 'tech',
    icon: 'QueueOutlined',
    order: 70,
    role: 'VIEW_BULL_MANAGER',
  },
  {
    key: 'system-configuration',
    path: '/tech/system-configuration',
    label: 'System Configuration',
    menu: 'tech',
    icon: 'SettingsOutlined',
    order: 80,
  },
  {
    key: 'datastores',
    path: '/tech/datastores',
    label: 'Datastores',
    menu: 'tech',
    icon: 'DnsOutlined',
    order: 90,
  },
  {
    key: 'deployments',
    path: '/tech/deployments',
    label: 'Deployments',
    menu: 'tech',
    icon: 'RocketLaunchOutlined',
    order: 100,
  },
  {
    key: 'payout-validation',
    path: '/tech/payout-validation',
    label: 'Payout validator',
    menu: 'tech',
    icon: 'FactCheckOutlined',
    order: 110,
  },
  { key: 'dashboard-components', path: '/tech/dashboard-components', label: 'Dashboard components' },
  { key: 'category', path: '/tech/category/:id?', label: 'Category' },

  { key: 'blacklabel', path: '/blacklabel/:id?', label: 'Blacklabel' },
  { key: 'chat', path: '/chat/:room?', label: 'Chat', role: 'VIEW_LIVE_CAMS' },
  { key: 'member', path: '/member/:id?', label: 'Member' },
  { key: 'performer', path: '/performer/:id?', label: 'Performer' },
  { key: 'studio', path: '/studio/:id?', label: 'Studio', role: 'VIEW_STUDIOS' },
];
