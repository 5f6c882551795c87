import { registry } from '../../resources';
import { declaredCallsNow } from '../data/declaredCallsNow';
import { lazyDataProvider } from '../data/lazyDataProvider';
import { appTransports } from './appTransports';

/**
 * The dashboard's data provider, whose code comes with the first call or with a signed-in page's preload; a list
 * page or record prefetched at start-up is asked for at once, before that code is in.
 */
export const dataProvider = lazyDataProvider(
  () => import('./appDataProvider').then((module) => module.appDataProvider),
  declaredCallsNow(registry, appTransports),
);
