import { Suspense, type ReactElement } from 'react';
import { Route } from '../routing/Route';
import { PageLoading } from '../layout/progress/PageLoading';
import { PUBLIC_PAGES } from './publicPages';

/**
 * The pages without the sidebar, open to anyone (docs/product.md#screens-and-routes), each loaded on entry.
 *
 * @example
 * <DashboardRoutes title={title} publicRoutes={publicRoutes()} signedInRoutes={[]} />
 */
export function publicRoutes(): ReactElement[] {
  return PUBLIC_PAGES.map(({ path, Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      }
    />
  ));
}
