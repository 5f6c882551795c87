import { Suspense, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from '../layout/progress/PageLoading';
import { PageAccessGate } from './PageAccessGate';
import { pageComponent } from './pageComponent';
import { PAGES } from './pages';

/**
 * A route for every page of spec §2 that no resource claims: its lazy page behind the page's access check.
 *
 * @example
 * <CustomRoutes>{[...resourceRoutes(registry), ...pageRoutes(claimed)]}</CustomRoutes>
 */
export function pageRoutes(claimedPaths: ReadonlySet<string> = new Set()): ReactElement[] {
  return PAGES.filter((page) => page.path !== '/' && !claimedPaths.has(page.path)).map((page) => {
    const Page = pageComponent(page.key);
    return (
      <Route
        key={page.key}
        path={page.path}
        element={
          <PageAccessGate pageKey={page.key}>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </PageAccessGate>
        }
      />
    );
  });
}
