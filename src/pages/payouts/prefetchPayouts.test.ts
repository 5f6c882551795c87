import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { call } from '../../transport/call';
import { payoutQueries } from './payoutQueries';
import { prefetchPayouts } from './prefetchPayouts';

vi.mock('../../transport/call', () => ({ call: vi.fn() }));

const october: PayoutBatchSummary = {
  interval: 'Monthly',
  start: '2026-10-01',
  end: '2026-10-31',
  status: 'draft',
  invoices: 1,
  total: 1200,
  problems: 0,
  calculatedAt: '2026-11-02T08:00:00.000Z',
  validatedAt: null,
  finalisedAt: null,
  finalisedBy: null,
  job: null,
};
const answers = (batch: PayoutBatchSummary) => {
  const asked: string[] = [];
  const pending: (() => void)[] = [];
  vi.mocked(call).mockImplementation((_method, path) => {
    asked.push(path);
    const body = path === '/payouts/periods' ? { data: [october] } : { batch, invoices: [] };
    return new Promise((resolve) => pending.push(() => resolve(body)));
  });
  return { asked, answerAll: () => pending.splice(0).forEach((answer) => answer()) };
};
const batchKey = payoutQueries.batch('Monthly', '2026-10-01', october).queryKey;

describe('prefetchPayouts', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it("asks for the periods and the address's period's batch side by side, and caches both", async () => {
    const queryClient = new QueryClient();
    const { asked, answerAll } = answers(october);
    const done = prefetchPayouts(queryClient, { search: '?interval=Monthly&start=2026-10-01' });
    await vi.waitFor(() => expect(asked).toEqual(['/payouts/batch', '/payouts/periods']));
    answerAll();
    await done;
    expect(queryClient.getQueryData(payoutQueries.periods('Monthly').queryKey)).toEqual([october]);
    expect(queryClient.getQueryData(batchKey)).toEqual({ batch: october, invoices: [] });
  });

  it('leaves out a batch whose state the periods do not report (changed in between): the page asks again', async () => {
    const queryClient = new QueryClient();
    const { answerAll } = answers({ ...october, validatedAt: '2026-11-03T08:00:00.000Z' });
    const done = prefetchPayouts(queryClient, { search: '?interval=Monthly&start=2026-10-01' });
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    answerAll();
    await done;
    expect(queryClient.getQueryData(batchKey)).toBeUndefined();
  });

  it("asks for the periods only without a period in the address, of 'Monthly' without an interval", async () => {
    const queryClient = new QueryClient();
    const { asked, answerAll } = answers(october);
    const done = prefetchPayouts(queryClient, { search: '' });
    await vi.waitFor(() => expect(asked).toEqual(['/payouts/periods']));
    answerAll();
    await done;
    expect(call).toHaveBeenCalledWith('GET', '/payouts/periods', { interval: 'Monthly' });
  });
});
