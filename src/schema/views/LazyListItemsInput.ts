import { lazyExport } from '../../lib/lazyExport';

/** A list's items with their add, remove and reorder buttons, whose code (react-admin's ArrayInput) comes when first drawn. */
export const LazyListItemsInput = lazyExport(() =>
  import('./ListItemsInput').then((module) => module.ListItemsInput),
);
