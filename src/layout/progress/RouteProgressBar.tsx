import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRouteProgress } from './routeProgress';

/** docs/product.md#constants: the bar appears only for loads longer than 200 ms and gives up after 5 s. */
const THROTTLE_MS = 200;
const DURATION_MS = 5000;
const TICK_MS = 100;
const FADE_MS = 400;

/**
 * The thin bar at the top of the page while a route loads; it fills as time passes, completes on load and turns
 * red on a route error.
 */
export function RouteProgressBar() {
  const phase = useRouteProgress();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (phase === 'loading') {
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
    <LinearProgress
      variant="determinate"
      value={value}
      color={phase === 'failed' ? 'error' : 'primary'}
      aria-label="Page loading"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
