import { lazyExport } from '../../lib/lazyExport';

/** An editable date's input, whose code comes when first drawn: most records' first fields have none. */
export const LazyDateKindInput = lazyExport(() =>
  import('./DateKindInput').then((module) => module.DateKindInput),
);
