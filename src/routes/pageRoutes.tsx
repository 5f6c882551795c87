import { Suspense, type ReactElement } from 'react';
import { Route } from '../routing/Route';
import { PageLoading } from '../layout/progress/PageLoading';
import { PAGES } from '../navigation/pageCatalogue';
import { PageAccessGate } from './PageAccessGate';
import { pageComponent } from './pageComponent';

/**
 * A route for every custom page of the catalogue (the pages no resource serves): its lazy page behind the page's
 * access check.
 *
 * @example
 * <DashboardRoutes title={title} publicRoutes={[]} signedInRoutes={[...resourceRoutes(registry), ...pageRoutes()]} />
 */
export function pageRoutes(): ReactElement[] {
  return PAGES.filter((page) => page.path !== '/' && !page.resource).map((page) => {
    const Page = pageComponent(page.key);
    return (
      <Route
        key={page.key}
        path={page.path}
        element={
          <PageAccessGate access={page.access}>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </PageAccessGate>
        }
      />
    );
  });
}
