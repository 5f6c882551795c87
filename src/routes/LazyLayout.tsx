import { Suspense, type ReactNode } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';
import { PageLoading } from '../layout/progress/PageLoading';

const Layout = preloadableLazy(() => import('./AppLayout'));

/**
 * The signed-in layout, fetched only once someone signed in reaches a page that has it (or by `preload()` at
 * start-up when the first page is such a page).
 */
export const LazyLayout = Object.assign(
  function LazyLayout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Layout>{children}</Layout>
      </Suspense>
    );
  },
  { preload: Layout.preload },
);
