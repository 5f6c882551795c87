import type { ComponentType } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export const loadPlaceholder: PageLoader = () => import('../pages/placeholder/PlaceholderPage');

/**
 * The code of each custom page by page key, fetched when its route is entered (or prefetched when idle). A page
 * not listed shows the placeholder; a later issue adds `key: () => import('../pages/…')` here.
 */
export const PAGE_LOADERS: Partial<Record<string, PageLoader>> = {
  dashboard: () => import('../pages/home/HomePage'),
  'financial-history': () => import('../pages/financialHistory/FinancialHistoryPage'),
  payouts: () => import('../pages/payouts/PayoutsPage'),
  'live-cams': () => import('../pages/liveCams/LiveCamsPage'),
  media: () => import('../pages/media/MediaPage'),
  chat: () => import('../pages/chat/ChatPage'),
  'payout-validation': () => import('../pages/payoutValidation/PayoutValidationPage'),
  vat: () => import('../pages/vat/VatPage'),
};
