import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQueryCache } from './whenQueryCache';

const quiet = (client: Pick<QueryClient, 'isFetching'>) => client.isFetching() === 0;

function fetching(queryClient: QueryClient) {
  let answer = (_value: string) => {};
  void queryClient.fetchQuery({
    queryKey: ['members'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return (value: string) => answer(value);
}

describe('whenQueryCache', () => {
  afterEach(() => vi.useRealTimers());

  it('calls back at once when the cache already says so', () => {
    const callback = vi.fn();
    whenQueryCache(new QueryClient(), quiet, callback, 1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the request in flight to be answered, and calls back once', async () => {
    const queryClient = new QueryClient();
    const answer = fetching(queryClient);
    const callback = vi.fn();
    whenQueryCache(queryClient, quiet, callback, 60_000);
    expect(callback).not.toHaveBeenCalled();
    answer('anna');
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    fetching(queryClient)('bob');
    await queryClient.fetchQuery({ queryKey: ['other'], queryFn: () => 'x' });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after the longest wait when the cache never says so, and not after being stopped', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    fetching(queryClient);
    const late = vi.fn();
    const stopped = vi.fn();
    whenQueryCache(queryClient, quiet, late, 2000);
    const stop = whenQueryCache(queryClient, quiet, stopped, 2000);
    vi.advanceTimersByTime(1999);
    expect(late).not.toHaveBeenCalled();
    stop();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});
