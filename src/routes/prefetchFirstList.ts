import { getQuery, parseQueryFromLocation, type ListParams } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { listDefaults } from '../schema/listDefaults';
import { appStore } from './appStore';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';

/**
 * Asks for the first list page a list screen opened at start-up will show, while the screen's code is still on
 * its way: the parameters are the ones react-admin's list will derive (the URL's, else those stored for the
 * list, else the definition's defaults), so the list finds its rows waiting. Nothing is asked for a list the
 * account may not see.
 *
 * @example
 * void prefetchFirstList(accounts, window.location);
 */
export function prefetchFirstList(definition: ResourceDefinition, location: { search: string }): void {
  if (!authProvider.canAccessNow({ resource: definition.name, action: 'list' })) return;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: appStore.getItem<ListParams>(`${definition.name}.listParams`) ?? {},
    filterDefaultValues: {},
    ...listDefaults(definition),
  });
  dataProvider.prefetchList(definition.name, {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  });
}
