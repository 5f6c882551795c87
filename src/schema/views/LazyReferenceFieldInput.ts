import { lazyExport } from '../../lib/lazyExport';

/**
 * The reference input, whose code comes when first drawn: react-admin's autocomplete with MUI's (some 15 kB gzip),
 * which a record whose first fields hold no reference does not wait for.
 */
export const LazyReferenceFieldInput = lazyExport(() =>
  import('./ReferenceFieldInput').then((module) => module.ReferenceFieldInput),
);
