import type { QueryClient } from '@tanstack/react-query';

export type QueryCacheReader = Pick<QueryClient, 'isFetching' | 'getQueryCache'>;

/**
 * Calls back once `holds` is true of the query cache (at once if it is already), checked again at each change of
 * the cache, or after `atMostMs` whatever it says; returns what stops the wait.
 *
 * @example
 * const stop = whenQueryCache(queryClient, (client) => client.isFetching() === 0, show, 2000);
 */
export function whenQueryCache(
  queryClient: QueryCacheReader,
  holds: (queryClient: QueryCacheReader) => boolean,
  callback: () => void,
  atMostMs: number,
): () => void {
  if (holds(queryClient)) {
    callback();
    return () => {};
  }
  let stop = () => {};
  const settle = () => {
    stop();
    callback();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => holds(queryClient) && settle());
  const timer = setTimeout(settle, atMostMs);
  stop = () => {
    unsubscribe();
    clearTimeout(timer);
  };
  return () => stop();
}
