import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '../layout/progress/PageLoading';
import { AppLayoutComponent } from './appLayoutComponent';

/**
 * The signed-in layout, fetched only once someone signed in reaches a page that has it (or by `preload()` at
 * start-up when the first page is such a page).
 */
export function LazyLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayoutComponent>{children}</AppLayoutComponent>
    </Suspense>
  );
}
