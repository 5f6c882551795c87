import { useQuery } from '@tanstack/react-query';
import { downloadCSV } from 'react-admin';
import { VAT_GROUPS, vatReport } from '../../../contract/finance/vatReport';
import { call } from '../../transport/call';
import { usePeriodParams } from '../period/usePeriodParams';
import { vatCsv } from './vatCsv';
import { vatTotals } from './vatTotals';

/**
 * The VAT page: the period and return grouping in the address, the report's lines with their sums, and the
 * CSV of them for the accountant.
 *
 * @example
 * const { controls, group, problem, totals, download, isPending, error, retry } = useVatController();
 */
export function useVatController() {
  const controls = usePeriodParams(VAT_GROUPS, 'quarter', 'this-year');
  const { period, group, problem } = controls;
  const { data, isPending, error, failureReason, refetch, isFetching } = useQuery({
    enabled: !problem,
    queryKey: ['financial-vat', period.from, period.to, group],
    queryFn: async () => vatReport.parse(await call('GET', '/financial/vat', { ...period, group })).data,
  });
  return {
    controls,
    group,
    problem,
    totals: data ? vatTotals(data) : null,
    download: () => data && downloadCSV(vatCsv(data, group), `vat-${period.from}-${period.to}`),
    isPending: isPending && !problem,
    // Said at the first failed attempt, not after the last of the retries.
    error: error ?? failureReason,
    retry: () => void refetch(),
    retrying: isFetching && !failureReason,
  } as const;
}
