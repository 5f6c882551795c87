import { lazyExport } from '../../lib/lazyExport';

/** The picker of several or grouped choices, whose code (MUI's autocomplete) comes when first drawn. */
export const LazyChoicePicker = lazyExport(() =>
  import('./ChoicePicker').then((module) => module.ChoicePicker),
);
