import { registry } from '../../resources';
import { declaredListCall } from '../data/declaredListCall';
import { lazyDataProvider } from '../data/lazyDataProvider';
import { appTransports } from './appTransports';

/**
 * The dashboard's data provider, whose code comes with the first call or with a signed-in page's preload; a list
 * page prefetched at start-up is asked for at once, before that code is in.
 */
export const dataProvider = lazyDataProvider(
  () => import('./appDataProvider').then((module) => module.appDataProvider),
  declaredListCall(registry, appTransports),
);
