import type { RouterLocation } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { getToken } from '../auth/tokenStore';
import { prefetchListPage } from './prefetchListPage';
import { listAt, preloadListCode } from './preloadRoute';

/** What this needs of the router's history (createBrowserHistory). */
export interface NavigatingHistory {
  location: () => RouterLocation;
  subscribe: (listener: (location: RouterLocation) => void) => () => void;
}

/**
 * Asks for a list's page as soon as a navigation lands on a list with another page, sort, filter or size, while the
 * screen renders the change: the list's own request would only go out once that render is done. Returns the
 * function that stops listening.
 *
 * @example
 * const history = createBrowserHistory();
 * prefetchListsOnNavigation(history, registry);
 */
export function prefetchListsOnNavigation(
  history: NavigatingHistory,
  registry: readonly ResourceDefinition[],
): () => void {
  const at = ({ pathname, search }: RouterLocation) => pathname + search;
  let current = at(history.location());
  return history.subscribe((location) => {
    // A link to the page already shown is a navigation too (it replaces the entry), and changes nothing.
    if (at(location) === current) return;
    current = at(location);
    if (!getToken()) return;
    const list = listAt(location, registry);
    if (!list) return;
    void prefetchListPage(list, location);
    preloadListCode(list).catch(() => undefined);
  });
}
