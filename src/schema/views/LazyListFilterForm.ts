import { afterFirstContent } from '../../lib/firstContent';
import { lazyExport } from '../../lib/lazyExport';

/**
 * The filter bar, whose form library and inputs are a third of a list page's own code: fetched once the first rows
 * are shown, so they are not held up by it.
 */
export const LazyListFilterForm = lazyExport(
  afterFirstContent(() => import('./ListFilterForm').then((module) => module.ListFilterForm)),
);
