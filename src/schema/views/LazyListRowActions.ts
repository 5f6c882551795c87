import { lazyExport } from '../../lib/lazyExport';

/**
 * The record actions on a list's rows, whose code (buttons, confirmations) only the lists offering them need:
 * fetched with such a list's screen (preloadRoute), or ahead of that when the browser is idle (prefetchPages).
 */
export const LazyListRowActions = lazyExport(() =>
  import('./ListRowActions').then((module) => module.ListRowActions),
);
