import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { seedListPage } from '../data/seedListPage';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { listQueryAt } from './listQueryAt';
import { queryClient } from './queryClient';
import { storedListParams } from './storedListParams';

/**
 * Asks for the list page a list screen is about to show, before it renders: at start-up while the screen's code is
 * still on its way, and on every navigation to a list (a page, a sort, a filter, a page size) while the screen
 * renders the change. The parameters are the ones react-admin's list will derive (the URL's, else those stored
 * for the list, else the definition's defaults), so the list finds its rows on their way, or in react-query's cache
 * once they arrived. Nothing is asked for a list the account may not see. Resolves once the page is in the cache
 * (or failed).
 *
 * @example
 * prefetchListPage(accounts, window.location);
 */
export function prefetchListPage(
  definition: ResourceDefinition,
  location: { search: string },
): Promise<void> {
  if (!authProvider.canAccessNow({ resource: definition.name, action: 'list' })) return Promise.resolve();
  const params = listQueryAt(definition, location.search, storedListParams(definition.name));
  return dataProvider.prefetchList(definition.name, params).then(
    (page) => seedListPage(queryClient, definition.name, params, page),
    // The list's own call takes the refusal (lazyDataProvider), and reports it.
    () => undefined,
  );
}
