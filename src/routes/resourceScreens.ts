import { lazyExport } from '../lib/lazyExport';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

type ScreenProps = { definition: ResourceDefinition };

/**
 * The generic resource screens, each fetched on first visit, preloaded at start-up when the first page is one
 * (preloadRoute) and prefetched when idle (prefetchPages). A preloaded screen renders without suspending.
 *
 * @example
 * <Route path={list} element={<RESOURCE_SCREENS.List definition={definition} />} />
 */
export const RESOURCE_SCREENS = {
  List: lazyExport<ScreenProps>(() => import('./listScreen').then((module) => module.ResourceListPage)),
  Edit: lazyExport<ScreenProps>(() =>
    import('../schema/views/ResourceEditPage').then((module) => module.ResourceEditPage),
  ),
};
