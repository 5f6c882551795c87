import { Suspense, type ReactElement } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route } from '../routing/Route';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { resourcePages } from '../navigation/pageCatalogue';
import { PageAccessGate } from './PageAccessGate';
import { RESOURCE_SCREENS } from './resourceScreens';

const { List: ResourceListPage, Edit: ResourceEditPage } = RESOURCE_SCREENS;

/**
 * `<Route>` elements for every resource's page paths: its list path and its combined edit/create path, each
 * in the resource's context, behind its page's access check, loading its generic screen on first visit.
 *
 * @example
 * <DashboardRoutes title={title} publicRoutes={[]} signedInRoutes={resourceRoutes(registry)} />
 */
export function resourceRoutes(registry: readonly ResourceDefinition[]): ReactElement[] {
  return registry.flatMap((definition) =>
    resourcePages(definition).map((page) => {
      const Screen = page.access.action === 'page' ? ResourceListPage : ResourceEditPage;
      return (
        <Route
          key={page.path}
          path={page.path}
          element={
            <ResourceContextProvider value={definition.name}>
              <PageAccessGate access={page.access}>
                <Suspense fallback={<Loading />}>
                  <Screen definition={definition} />
                </Suspense>
              </PageAccessGate>
            </ResourceContextProvider>
          }
        />
      );
    }),
  );
}
