import type { QueryClient } from '@tanstack/react-query';
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { payoutQueries } from './payoutQueries';

const sameState = (a: PayoutBatchSummary, b: PayoutBatchSummary) =>
  a.calculatedAt === b.calculatedAt && a.validatedAt === b.validatedAt && a.status === b.status;

/**
 * Start-up's ask for the payouts page's data while the page's code runs: the interval's periods and, with a period
 * in the address, its batch side by side (the page alone asks for the batch only once the periods said the
 * period has one). The batch goes into the cache under its period's key only where the periods name it in the
 * state the batch itself reports; otherwise the page asks for it as usual. Failures are the page's to report.
 *
 * @example
 * await prefetchPayouts(queryClient, window.location);
 */
export async function prefetchPayouts(queryClient: QueryClient, location: { search: string }): Promise<void> {
  const params = new URLSearchParams(location.search);
  const interval = payoutQueries.intervalOf(params.get('interval'));
  const start = params.get('start');
  const batch = start ? payoutQueries.fetchBatch(interval, start).catch(() => null) : null;
  const periods = await queryClient.fetchQuery(payoutQueries.periods(interval)).catch(() => null);
  const period = periods?.find((candidate) => candidate.start === start) ?? null;
  const answer = await batch;
  if (period && answer && sameState(answer.batch, period))
    queryClient.setQueryData(payoutQueries.batch(interval, start, period).queryKey, answer);
}
