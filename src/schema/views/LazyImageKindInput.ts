import { lazyExport } from '../../lib/lazyExport';

/**
 * The picture input, whose code comes when first drawn: react-admin's image input brings react-dropzone (some 15 kB
 * gzip), which records without pictures never need.
 */
export const LazyImageKindInput = lazyExport(() =>
  import('./ImageKindInput').then((module) => module.ImageKindInput),
);
