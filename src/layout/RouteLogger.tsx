import { useEffect } from 'react';
import { useLocation } from '../routing/useLocation';
import { useDebugMode } from './header/useDebugMode';

/** In debug mode, logs every route change to the console. */
export function RouteLogger() {
  const { pathname, search } = useLocation();
  const debug = useDebugMode();
  useEffect(() => {
    if (debug) console.debug('[route]', `${pathname}${search}`);
  }, [debug, pathname, search]);
  return null;
}
