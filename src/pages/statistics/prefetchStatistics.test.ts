import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../transport/call';
import { prefetchStatistics } from './prefetchStatistics';
import { statisticsQueries } from './statisticsQueries';

vi.mock('../../transport/call', () => ({ call: vi.fn() }));

const address = '?report=revenue&from=2026-10-01&to=2026-10-31&group=week&site=7&compare=1';

describe('prefetchStatistics', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it("asks for the address's report and its filters' values, where the page reads them", async () => {
    vi.mocked(call).mockImplementation(async (_method, path, data) =>
      path === '/analytics/distinct' ? { dimension: data!.dimension, values: [] } : { rows: [] },
    );
    const queryClient = new QueryClient();
    await prefetchStatistics('traffic')(queryClient, { search: address });
    const { body, periodParams } = statisticsQueries.requestOf('traffic', new URLSearchParams(address));
    expect(body).toEqual({
      report: 'revenue',
      from: '2026-10-01',
      to: '2026-10-31',
      grouping: 'week',
      compare: true,
      site: '7',
    });
    expect(call).toHaveBeenCalledWith('POST', '/analytics/report', body);
    expect(call).toHaveBeenCalledWith('GET', '/analytics/distinct', {
      dimension: 'site',
      ...periodParams.period,
    });
    expect(queryClient.getQueryData(statisticsQueries.choices(periodParams.period, true).queryKey)).toEqual({
      site: [],
      partner: [],
      country: [],
    });
  });

  it('asks nothing for a period that ends before it starts', async () => {
    await prefetchStatistics('traffic')(new QueryClient(), { search: '?from=2026-10-31&to=2026-10-01' });
    expect(call).not.toHaveBeenCalled();
  });
});
