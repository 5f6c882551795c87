import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../routing/useSearchParams';
import { usePeriodParams } from '../period/usePeriodParams';
import type { StatisticsPageKind } from './statisticsPages';
import { statisticsQueries } from './statisticsQueries';

/**
 * A statistics page: the report, period, grouping, filters and comparison kept in the address (so a reload or a
 * shared link shows the same report), the report asked of POST /analytics/report, and the values each filter
 * can take in the period (GET /analytics/distinct).
 *
 * @example
 * const { report, setParam, answer } = useStatisticsController('traffic');
 */
export function useStatisticsController(kind: StatisticsPageKind) {
  const periodParams = usePeriodParams(...statisticsQueries.period);
  const [params, setParams] = useSearchParams();
  const { page, report, filters, compare, body } = statisticsQueries.requestOf(kind, params);
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
  const ready = !periodParams.problem;
  const answer = useQuery({ ...statisticsQueries.report(body, ready), placeholderData: keepPreviousData });
  const choices = useQuery(statisticsQueries.choices(periodParams.period, ready));
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
