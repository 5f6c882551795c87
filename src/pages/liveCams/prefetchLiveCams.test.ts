import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../transport/call';
import { liveWallQuery } from './liveWallQuery';
import { prefetchLiveCams } from './prefetchLiveCams';

vi.mock('../../transport/call', () => ({ call: vi.fn() }));

describe('prefetchLiveCams', () => {
  it('puts the live wall where the page reads it, fresh for its first mount', async () => {
    vi.mocked(call).mockResolvedValue({ data: [] });
    const queryClient = new QueryClient();
    await prefetchLiveCams(queryClient);
    expect(call).toHaveBeenCalledWith('GET', '/wse/live');
    expect(queryClient.getQueryData(liveWallQuery.queryKey)).toEqual([]);
    expect(queryClient.getQueryCache().find({ queryKey: liveWallQuery.queryKey })?.isStale()).toBe(false);
  });
});
