import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsDimension } from '../../../contract/analytics/analyticsDimensions';
import { analyticsReport } from '../../../contract/analytics/analyticsReport';
import { DATE_GROUPINGS } from '../../../contract/analytics/dateGroupings';
import { distinctAnswer } from '../../../contract/analytics/distinctAnswer';
import type { DayPeriod } from '../../../contract/analytics/periodPresets';
import { PREFETCH_FRESH_MS } from '../../data/lazyDataProvider';
import { call } from '../../transport/call';
import { periodParamsOf } from '../period/periodParamsOf';
import { STATISTICS_PAGES, type StatisticsPageKind } from './statisticsPages';

const FILTERS: readonly AnalyticsDimension[] = ['site', 'partner', 'country'];
/** The groupings a statistics page offers, its default grouping and its default period (usePeriodParams). */
const PERIOD = [DATE_GROUPINGS, 'date', 'this-month'] as const;

/**
 * A statistics page's report as its address gives it (report, period, grouping, filters, comparison) and its two
 * queries, one definition for the page's controller and for start-up's prefetch: the report (POST
 * /analytics/report) and the values each filter can take in the period (GET /analytics/distinct).
 *
 * @example
 * const request = statisticsQueries.requestOf('traffic', new URLSearchParams(location.search));
 * useQuery(statisticsQueries.report(request.body, !request.periodParams.problem));
 */
export const statisticsQueries = {
  period: PERIOD,
  requestOf: (kind: StatisticsPageKind, params: URLSearchParams) => {
    const page = STATISTICS_PAGES[kind];
    const periodParams = periodParamsOf(params, ...PERIOD);
    const report = page.reports.find((type) => type === params.get('report')) ?? page.reports[0]!;
    const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
      AnalyticsDimension,
      string
    >;
    const compare = params.get('compare') === '1';
    const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    const { period, group } = periodParams;
    const body = { report, ...period, grouping: group, compare, ...chosen };
    return { page, periodParams, report, filters, compare, body };
  },
  report: (body: Record<string, unknown>, enabled: boolean) =>
    queryOptions({
      queryKey: ['analytics-report', body],
      enabled,
      queryFn: async () => analyticsReport.parse(await call('POST', '/analytics/report', body)),
      staleTime: PREFETCH_FRESH_MS,
    }),
  choices: (period: DayPeriod, enabled: boolean) =>
    queryOptions({
      queryKey: ['analytics-distinct', period],
      enabled,
      queryFn: async () => {
        const answers = await Promise.all(
          FILTERS.map(async (dimension) =>
            distinctAnswer.parse(await call('GET', '/analytics/distinct', { dimension, ...period })),
          ),
        );
        return Object.fromEntries(answers.map((one) => [one.dimension, one.values]));
      },
      staleTime: PREFETCH_FRESH_MS,
    }),
};
