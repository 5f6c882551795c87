import type { QueryClient } from '@tanstack/react-query';
import type { StatisticsPageKind } from './statisticsPages';
import { statisticsQueries } from './statisticsQueries';

/**
 * Start-up's ask for a statistics page's report and filter values, side by side, while the page's code loads and
 * runs, for the report its address names. Nothing for a period that ends before it starts (the page says so);
 * failures are the page's to report.
 *
 * @example
 * await prefetchStatistics('traffic')(queryClient, window.location);
 */
export function prefetchStatistics(kind: StatisticsPageKind) {
  return async (queryClient: QueryClient, location: { search: string }): Promise<void> => {
    const { periodParams, body } = statisticsQueries.requestOf(kind, new URLSearchParams(location.search));
    if (periodParams.problem) return;
    await Promise.all([
      queryClient.prefetchQuery(statisticsQueries.report(body, true)),
      queryClient.prefetchQuery(statisticsQueries.choices(periodParams.period, true)),
    ]);
  };
}
