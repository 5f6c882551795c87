import type { ComponentType } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The code of each custom page (CUSTOM_PAGES) by page key, fetched when its route is entered (or prefetched when
 * idle), as `key: () => import('../pages/…')`.
 */
export const PAGE_LOADERS: Partial<Record<string, PageLoader>> = {
  dashboard: () => import('../pages/home/HomePage'),
  redis: () => import('../pages/redis/RedisPage'),
  datastores: () => import('../pages/datastores/DatastoresPage'),
  errors: () => import('../pages/sysLog/ErrorLogPage'),
  'sys-log': () => import('../pages/sysLog/SysLogPage'),
  cache: () => import('../pages/cache/CachePage'),
  cdn: () => import('../pages/cdn/CdnPage'),
  'financial-history': () => import('../pages/financialHistory/FinancialHistoryPage'),
  payouts: () => import('../pages/payouts/PayoutsPage'),
  'live-cams': () => import('../pages/liveCams/LiveCamsPage'),
  streams: () => import('../pages/streams/StreamsPage'),
  bullmq: () => import('../pages/bullMonitor/BullMonitorPage'),
  deployments: () => import('../pages/deployments/DeploymentsPage'),
  media: () => import('../pages/media/MediaPage'),
  chat: () => import('../pages/chat/ChatPage'),
  'payout-validation': () => import('../pages/payoutValidation/PayoutValidationPage'),
  'system-configuration': () => import('../pages/systemConfiguration/SystemConfigurationPage'),
  vat: () => import('../pages/vat/VatPage'),
  whitelabel: () => import('../pages/whitelabel/WhitelabelBuilderPage'),
  'partner-postbacks': () => import('../pages/postbacks/PostbacksPage'),
  messaging: () => import('../pages/messaging/MessagingPage'),
  'dashboard-components': () => import('../pages/dashboardComponents/DashboardComponentsPage'),
  'statistics-traffic': () => import('../pages/statistics/TrafficStatisticsPage'),
  'statistics-members': () => import('../pages/statistics/MembersStatisticsPage'),
  'statistics-models': () => import('../pages/statistics/ModelsStatisticsPage'),
};
