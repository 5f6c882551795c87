import type { Location } from 'react-router-dom';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { getToken } from '../auth/tokenStore';
import { prefetchListAt } from './preloadRoute';

/** What this needs of a data router (createBrowserRouter). */
export interface NavigatingRouter {
  state: { location: Location };
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

/**
 * Asks for a list's page as soon as a navigation lands on a list with another page, sort, filter or size, while the
 * screen renders the change: the list's own request would only go out once that render is done. Returns the
 * function that stops listening.
 *
 * @example
 * const router = createBrowserRouter(routes);
 * prefetchListsOnNavigation(router, registry);
 */
export function prefetchListsOnNavigation(
  router: NavigatingRouter,
  registry: readonly ResourceDefinition[],
): () => void {
  const at = ({ pathname, search }: Location) => pathname + search;
  let current = at(router.state.location);
  return router.subscribe(({ location }) => {
    // The router tells of every change of its state, and a link to the page already shown changes nothing.
    if (at(location) === current) return;
    current = at(location);
    if (getToken()) prefetchListAt(location, registry);
  });
}
