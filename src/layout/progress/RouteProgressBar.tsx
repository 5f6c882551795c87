import { Suspense, useEffect, useState } from 'react';
import { lazyExport } from '../../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';
import { useRouteProgress } from './routeProgress';

/** docs/product.md#constants: the bar appears only for loads longer than 200 ms and gives up after 5 s. */
const THROTTLE_MS = 200;
const DURATION_MS = 5000;
const TICK_MS = 100;
const FADE_MS = 400;

// No first page shows the bar: MUI's LinearProgress comes after the first content, or as a load starts, well
// within the 200 ms before the bar shows.
const PageLoadingBar = lazyExport(() => import('./PageLoadingBar').then((module) => module.PageLoadingBar));

/**
 * The thin bar at the top of the page while a route loads; it fills as time passes, completes on load and turns
 * red on a route error.
 */
export function RouteProgressBar() {
  const phase = useRouteProgress();
  const [value, setValue] = useState<number | null>(null);
  usePreloadAfterFirstContent(PageLoadingBar);

  useEffect(() => {
    if (phase === 'loading') {
      PageLoadingBar.preload().catch(() => undefined);
      const started = Date.now();
      const timer = setInterval(() => {
        const elapsed = Date.now() - started;
        if (elapsed >= DURATION_MS) setValue(null);
        else if (elapsed >= THROTTLE_MS) setValue(Math.min(90, (elapsed / DURATION_MS) * 100));
      }, TICK_MS);
      return () => clearInterval(timer);
    }
    if (phase === 'idle') return;
    setValue((current) => (current === null && phase === 'done' ? null : 100));
    const hide = setTimeout(() => setValue(null), FADE_MS);
    return () => clearTimeout(hide);
  }, [phase]);

  if (value === null) return null;
  return (
    <Suspense fallback={null}>
      <PageLoadingBar value={value} failed={phase === 'failed'} />
    </Suspense>
  );
}
