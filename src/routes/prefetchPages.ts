import { firstContentShown } from '../lib/firstContent';
import { whenQueryCache, type QueryCacheReader } from '../lib/whenQueryCache';
import { LazyListRowActions } from '../schema/views/LazyListRowActions';
import { LazyWindowedTableBody } from '../schema/views/LazyWindowedTableBody';
import { PAGE_LOADERS } from './pageLoaders';
import { RESOURCE_SCREENS } from './resourceScreens';

/** docs/product.md#constants: link prefetching waits for an idle moment, or at most 2 seconds. */
const IDLE_TIMEOUT_MS = 2000;
/** How long to wait for a first page's data; a page that asks for none gets its prefetch after this. */
const DATA_TIMEOUT_MS = 10_000;
/** A key pressed or a pointer down this recently, or a field focused, and the next page's code waits. */
const AT_WORK_MS = 1000;

const editing = () =>
  document.activeElement instanceof HTMLElement &&
  (document.activeElement.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement.tagName));

/** The first page's data is in: a data request (not one of react-admin's auth checks) settled, none in flight. */
const dataSettled = (queryClient: QueryCacheReader) =>
  queryClient.isFetching() === 0 &&
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.queryKey[0] !== 'auth' && query.state.status !== 'pending');

/**
 * Once the first page has its data and then the browser is idle (or 2 s have passed), marks the first content
 * shown (what waited for it loads) and fetches the code of the long-page table body, of the lists' row actions
 * and of the pages the menu links to, so the first click on one does not wait for the network. The idle wait
 * comes after the data, so none of that code is fetched and run while the first rows render; each module then
 * waits for an idle moment of its own, so running them never adds up to one long task that holds up a click, and
 * for the person to pause (no key or click for a second, no field focused): running a page's code is a task of up
 * to 50 ms on a slow phone, which a keystroke arriving meanwhile would wait for. Failures are ignored: the route
 * loads (or reports) it again. Returns the function that cancels what has not started yet.
 *
 * @example
 * const queryClient = useQueryClient();
 * useEffect(() => prefetchPages(queryClient), [queryClient]);
 */
export function prefetchPages(queryClient: QueryCacheReader): () => void {
  const loaders = [
    LazyWindowedTableBody.preload,
    ...Object.values(PAGE_LOADERS),
    RESOURCE_SCREENS.List.preload,
    LazyListRowActions.preload,
    RESOURCE_SCREENS.Edit.preload,
  ];
  let cancelled = false;
  let cancelIdle = () => {};
  let lastInput = -Infinity;
  const noteInput = () => (lastInput = performance.now());
  const inputs = ['keydown', 'pointerdown'] as const;
  inputs.forEach((type) => window.addEventListener(type, noteInput, { capture: true, passive: true }));
  const atWork = () => editing() || performance.now() - lastInput < AT_WORK_MS;
  const prefetchFrom = (index: number) => {
    const load = loaders[index];
    if (cancelled || !load) return;
    cancelIdle = afterIdle(() => {
      if (atWork()) {
        const retry = setTimeout(() => prefetchFrom(index), AT_WORK_MS);
        cancelIdle = () => clearTimeout(retry);
        return;
      }
      void load()
        .catch(() => undefined)
        .then(() => prefetchFrom(index + 1));
    });
  };
  const stopWatching = whenQueryCache(
    queryClient,
    dataSettled,
    () => {
      cancelIdle = afterIdle(() => {
        firstContentShown();
        prefetchFrom(0);
      });
    },
    DATA_TIMEOUT_MS,
  );
  return () => {
    cancelled = true;
    stopWatching();
    cancelIdle();
    inputs.forEach((type) => window.removeEventListener(type, noteInput, { capture: true }));
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
