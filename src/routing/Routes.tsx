import { useContext, type ReactNode } from 'react';
import type { RouterRoutesProps } from 'ra-core';
import { decodePathname } from './decodePathname';
import { Outlet } from './Outlet';
import { pickRoute } from './pickRoute';
import { routesOf } from './routesOf';
import { RouteContext } from './RouteContext';
import { toLocation } from './toLocation';
import { useLocation } from './useLocation';

/**
 * Shows the element of the route among its children that best matches the location (below the route it is in,
 * if any), with that route's params for `useParams`; nothing where none matches.
 *
 * @example
 * <Routes>
 *   <Route path="/login" element={<LoginPage />} />
 *   <Route path="*" element={<NotFoundPage />} />
 * </Routes>
 */
export function Routes({ children, location: at }: RouterRoutesProps) {
  const current = useLocation();
  const parent = useContext(RouteContext);
  const location = typeof at === 'string' ? toLocation(at, current) : (at ?? current);
  const pathname = decodePathname(location.pathname);
  const rest = parent.pathnameBase === '/' ? pathname : pathname.slice(parent.pathnameBase.length) || '/';
  const matches = pickRoute(routesOf(children), rest);
  if (!matches) return null;
  const under = (path: string) =>
    parent.pathnameBase === '/' ? path : `${parent.pathnameBase}${path === '/' ? '' : path}`;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params, pathnameBase }) => (
      <RouteContext.Provider
        value={{ params: { ...parent.params, ...params }, pathnameBase: under(pathnameBase), outlet }}
      >
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}
