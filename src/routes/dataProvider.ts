import { lazyDataProvider } from '../data/lazyDataProvider';

/** The dashboard's data provider, whose code comes with the first call or with a signed-in page's preload. */
export const dataProvider = lazyDataProvider(() =>
  import('./appDataProvider').then((module) => module.appDataProvider),
);
