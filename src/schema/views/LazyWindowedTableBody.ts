import { lazyExport } from '../../lib/lazyExport';

/**
 * The windowed DataTable body, whose code only long pages need: fetched when one first renders, or ahead of that
 * when the browser is idle (prefetchPages), so switching a list to 1,000 rows does not wait for it.
 */
export const LazyWindowedTableBody = lazyExport(() =>
  import('./WindowedTableBody').then((module) => module.WindowedTableBody),
);
