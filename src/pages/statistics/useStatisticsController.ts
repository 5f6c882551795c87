import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { analyticsReport } from '../../../contract/analytics/analyticsReport';
import { DATE_GROUPINGS } from '../../../contract/analytics/dateGroupings';
import { distinctAnswer } from '../../../contract/analytics/distinctAnswer';
import type { AnalyticsDimension } from '../../../contract/analytics/analyticsDimensions';
import { call } from '../../transport/call';
import { usePeriodParams } from '../period/usePeriodParams';
import { STATISTICS_PAGES, type StatisticsPageKind } from './statisticsPages';

const FILTERS: readonly AnalyticsDimension[] = ['site', 'partner', 'country'];

/**
 * A statistics page: the report, period, grouping, filters and comparison kept in the address (so a reload or a
 * shared link shows the same report), the report asked of POST /analytics/report, and the values each filter
 * can take in the period (GET /analytics/distinct).
 *
 * @example
 * const { report, setParam, answer } = useStatisticsController('traffic');
 */
export function useStatisticsController(kind: StatisticsPageKind) {
  const page = STATISTICS_PAGES[kind];
  const periodParams = usePeriodParams(DATE_GROUPINGS, 'date', 'this-month');
  const [params, setParams] = useSearchParams();
  const report = page.reports.find((type) => type === params.get('report')) ?? page.reports[0]!;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
    AnalyticsDimension,
    string
  >;
  const compare = params.get('compare') === '1';
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const { period, group, problem } = periodParams;
  const chosenFilters = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const body = { report, ...period, grouping: group, compare, ...chosenFilters };
  const answer = useQuery({
    queryKey: ['analytics-report', body],
    enabled: !problem,
    placeholderData: keepPreviousData,
    queryFn: async () => analyticsReport.parse(await call('POST', '/analytics/report', body)),
  });
  const choices = useQuery({
    queryKey: ['analytics-distinct', period],
    enabled: !problem,
    queryFn: async () => {
      const answers = await Promise.all(
        FILTERS.map(async (dimension) =>
          distinctAnswer.parse(await call('GET', '/analytics/distinct', { dimension, ...period })),
        ),
      );
      return Object.fromEntries(answers.map((one) => [one.dimension, one.values]));
    },
  });
  return {
    page,
    periodParams,
    report,
    filters,
    filterChoices: choices.data,
    compare,
    setParam,
    answer,
  } as const;
}
