import { afterFirstContent } from '../../lib/firstContent';
import { lazyExport } from '../../lib/lazyExport';

/**
 * The bulk actions' bar, shown only once rows are selected (folded away until then): its code, with the delete
 * confirmation's, comes after the first rows.
 */
export const LazyResourceBulkActions = lazyExport(
  afterFirstContent(() => import('./ResourceBulkActions').then((module) => module.ResourceBulkActions)),
);
