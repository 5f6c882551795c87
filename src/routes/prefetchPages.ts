import { loadPlaceholder, PAGE_LOADERS } from './pageLoaders';

/** Spec §9: link prefetching waits for an idle moment, or at most 2 seconds. */
const IDLE_TIMEOUT_MS = 2000;

const RESOURCE_SCREENS = [
  () => import('../schema/views/ResourceListPage'),
  () => import('../schema/views/ResourceEditPage'),
];

/**
 * Once the browser is idle (or 2 s have passed), fetches the code of the pages the menu links to, so the first
 * click on one does not wait for the network. Failures are ignored: the route loads (or reports) it again.
 * Returns the function that cancels a prefetch not started yet.
 *
 * @example
 * useEffect(() => prefetchPages(), []);
 */
export function prefetchPages(): () => void {
  const loaders = [loadPlaceholder, ...Object.values(PAGE_LOADERS), ...RESOURCE_SCREENS];
  const run = () => loaders.forEach((load) => load?.().catch(() => undefined));
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
