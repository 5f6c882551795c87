import type { CustomPage } from './CustomPage';

/**
 * The built pages no resource serves, each with its code in PAGE_LOADERS. Pages not built yet are in
 * placeholderPages.ts; a resource's pages come from its definition alone.
 */
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
    key: 'media',
    path: '/support/media',
    label: 'Media',
    menu: 'support',
    icon: 'PermMediaOutlined',
    order: 70,
    role: 'MODERATE_SNAPSHOTS',
  },
  {
    key: 'messaging',
    path: '/support/messaging',
    label: 'Messaging',
    menu: 'platform',
    icon: 'ChatOutlined',
    order: 10,
  },
  { key: 'chat', path: '/chat/:room?', label: 'Chat', role: 'VIEW_LIVE_CAMS' },
  {
    key: 'whitelabel',
    path: '/partner/:id?/whitelabel/:name?',
    label: 'Whitelabel',
    role: 'VIEW_WSE_PARTNERS',
  },
  {
    key: 'partner-postbacks',
    path: '/partners/postbacks',
    label: 'Postbacks',
    role: 'VIEW_PAGE_POSTBACKS',
    menu: 'partners',
    icon: 'WebhookOutlined',
    order: 20,
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
];
