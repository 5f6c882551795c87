import type { RouterWrapperProps } from 'ra-core';
import { BrowserRouter } from './BrowserRouter';
import { useInRouterContext } from './useInRouterContext';

/** What react-admin puts around the app: the router it is already in, or a browser router. */
export function RouterWrapper({ basename, children }: RouterWrapperProps) {
  const inRouter = useInRouterContext();
  if (basename)
    throw new Error(`The dashboard's router serves the app from the site's root, not from "${basename}"`);
  return inRouter ? <>{children}</> : <BrowserRouter>{children}</BrowserRouter>;
}
