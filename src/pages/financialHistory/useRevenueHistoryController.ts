import { useQuery } from '@tanstack/react-query';
import { REVENUE_GROUPS } from '../../../contract/finance/revenueQuery';
import { revenueReport } from '../../../contract/finance/revenueReport';
import { call } from '../../transport/call';
import { usePeriodParams } from '../period/usePeriodParams';
import { revenueTable } from './revenueTable';

/**
 * The Finance history: the period and grouping in the address (usePeriodParams), and the revenue of that
 * period as a table.
 *
 * @example
 * const { controls, group, problem, table, isPending, error, retry } = useRevenueHistoryController();
 */
export function useRevenueHistoryController() {
  const controls = usePeriodParams(REVENUE_GROUPS, 'month', 'this-year');
  const { period, group, problem } = controls;
  const { data, isPending, error, failureReason, refetch, isFetching } = useQuery({
    enabled: !problem,
    queryKey: ['financial-revenue', period.from, period.to, group],
    queryFn: async () =>
      revenueReport.parse(await call('GET', '/financial/revenue', { ...period, group })).data,
  });
  return {
    controls,
    group,
    problem,
    table: data ? revenueTable(data) : null,
    isPending: isPending && !problem,
    // Said at the first failed attempt, not after the last of the retries.
    error: error ?? failureReason,
    retry: () => void refetch(),
    retrying: isFetching && !failureReason,
  } as const;
}
