import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from './progress/PageLoading';

const Layout = lazy(() => import('./Layout'));

/** The signed-in layout, fetched only once someone signed in reaches a page that has it. */
export function LazyLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
