import type { QueryClient } from '@tanstack/react-query';
import { loadPlaceholder, PAGE_LOADERS } from './pageLoaders';
import { RESOURCE_SCREENS } from './resourceScreens';

/** Spec §9: link prefetching waits for an idle moment, or at most 2 seconds. */
const IDLE_TIMEOUT_MS = 2000;
/** How long to wait for a first page's data; a page that asks for none gets its prefetch after this. */
const DATA_TIMEOUT_MS = 10_000;

type Queries = Pick<QueryClient, 'isFetching' | 'getQueryCache'>;

/** The first page's data is in: a data request (not one of react-admin's auth checks) settled, none in flight. */
const dataSettled = (queryClient: Queries) =>
  queryClient.isFetching() === 0 &&
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.queryKey[0] !== 'auth' && query.state.status !== 'pending');

/**
 * Once the browser is idle (or 2 s have passed) and the first page has its data, fetches the code of the pages
 * the menu links to, so the first click on one does not wait for the network. Waiting for the data keeps the
 * prefetch from competing with the first page's own requests. Failures are ignored: the route loads (or reports)
 * it again. Returns the function that cancels a prefetch not started yet.
 *
 * @example
 * const queryClient = useQueryClient();
 * useEffect(() => prefetchPages(queryClient), [queryClient]);
 */
export function prefetchPages(queryClient: Queries): () => void {
  const loaders = [
    loadPlaceholder,
    ...Object.values(PAGE_LOADERS),
    RESOURCE_SCREENS.List.preload,
    RESOURCE_SCREENS.Edit.preload,
  ];
  let stopWatching = () => {};
  const run = () => {
    stopWatching();
    loaders.forEach((load) => load?.().catch(() => undefined));
  };
  const whenSettled = () => {
    if (dataSettled(queryClient)) return run();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => dataSettled(queryClient) && run());
    const timer = setTimeout(run, DATA_TIMEOUT_MS);
    stopWatching = () => {
      unsubscribe();
      clearTimeout(timer);
    };
  };
  const cancelWait = afterIdle(whenSettled);
  return () => {
    cancelWait();
    stopWatching();
  };
}

function afterIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
