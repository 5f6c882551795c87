import { queryOptions } from '@tanstack/react-query';
import type { PayoutBatchAnswer, PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { PAYOUT_INTERVALS, type PayoutInterval } from '../../../contract/finance/payoutPeriods';
import { PREFETCH_FRESH_MS } from '../../data/lazyDataProvider';
import { call } from '../../transport/call';

/**
 * The payouts page's queries, one definition for the page's controller and for start-up's prefetch: the periods
 * of an interval, and a period's batch with its invoices. The batch is keyed by its period's state, so a
 * calculation, check or finalising that the periods report asks for it again. The answers are read as their
 * contract's types, not parsed again here: the server answers only what these schemas accept
 * (fastify-type-provider-zod's serializer), and parsing would put zod's 26 kB before the page's first data.
 *
 * @example
 * useQuery(payoutQueries.periods('Monthly'));
 */
export const payoutQueries = {
  /** The interval in the address, else 'Monthly'. */
  intervalOf: (value: string | null): PayoutInterval =>
    PAYOUT_INTERVALS.find((interval) => interval === value) ?? 'Monthly',
  periods: (interval: PayoutInterval) =>
    queryOptions({
      queryKey: ['payout-periods', interval],
      queryFn: async () =>
        (await call<{ data: PayoutBatchSummary[] }>('GET', '/payouts/periods', { interval })).data,
      staleTime: PREFETCH_FRESH_MS,
    }),
  batch: (interval: PayoutInterval, start: string | null, period: PayoutBatchSummary | null) =>
    queryOptions({
      enabled: period !== null && period.status !== 'none',
      queryKey: ['payout-batch', interval, start, period?.calculatedAt, period?.validatedAt, period?.status],
      queryFn: () => fetchBatch(interval, start ?? ''),
      staleTime: PREFETCH_FRESH_MS,
    }),
  fetchBatch,
};

async function fetchBatch(interval: PayoutInterval, start: string) {
  return call<PayoutBatchAnswer>('GET', '/payouts/batch', { interval, start });
}
