import { Suspense } from 'react';
import { PageLoading } from '../layout/progress/PageLoading';
import { pageComponent } from './pageComponent';

const Home = pageComponent('dashboard');

/** The dashboard at '/', loaded on entry like every other page. */
export function HomeRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Home />
    </Suspense>
  );
}
