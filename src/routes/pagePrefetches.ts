import type { QueryClient } from '@tanstack/react-query';
import type { StatisticsPageKind } from '../pages/statistics/statisticsPages';

/**
 * Asks for the data a page's first render shows, into react-query's cache under the page's own keys (or, for a page
 * whose data comes over the socket, for the socket's client); settles once it is in or has failed.
 */
export type PagePrefetch = (
  queryClient: QueryClient,
  location: { pathname: string; search: string },
) => Promise<void>;

const statistics = (kind: StatisticsPageKind) =>
  import('../pages/statistics/prefetchStatistics').then((module) => module.prefetchStatistics(kind));

/**
 * What start-up asks for on a custom page (by page key) while the page's code loads and runs (prefetchPageData), each
 * in a module of its own: in the page's module, the calls would leave only once all the page's code had run.
 */
export const PAGE_PREFETCHES: Partial<Record<string, () => Promise<PagePrefetch>>> = {
  dashboard: () => import('../pages/home/prefetchHome').then((module) => module.prefetchHome),
  payouts: () => import('../pages/payouts/prefetchPayouts').then((module) => module.prefetchPayouts),
  'live-cams': () => import('../pages/liveCams/prefetchLiveCams').then((module) => module.prefetchLiveCams),
  chat: () => import('../pages/chat/prefetchChat').then((module) => module.prefetchChat),
  'statistics-traffic': () => statistics('traffic'),
  'statistics-members': () => statistics('members'),
  'statistics-models': () => statistics('models'),
};
