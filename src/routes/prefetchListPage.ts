import { getQuery, parseQueryFromLocation, type ListParams } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { listDefaults } from '../schema/listDefaults';
import { seedListPage } from '../data/seedListPage';
import { appStore } from './appStore';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { queryClient } from './queryClient';

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
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: appStore.getItem<ListParams>(`${definition.name}.listParams`) ?? {},
    filterDefaultValues: {},
    ...listDefaults(definition),
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
  return dataProvider.prefetchList(definition.name, params).then(
    (page) => seedListPage(queryClient, definition.name, params, page),
    // The list asks again itself, and reports the failure.
    () => undefined,
  );
}
