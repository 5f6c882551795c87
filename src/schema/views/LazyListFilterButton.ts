import { afterFirstContent } from '../../lib/firstContent';
import { lazyExport } from '../../lib/lazyExport';

/** The "Add filter" button, whose code comes with the filter bar's, after the first rows. */
export const LazyListFilterButton = lazyExport(
  afterFirstContent(() => import('./ListFilterButton').then((module) => module.ListFilterButton)),
);
