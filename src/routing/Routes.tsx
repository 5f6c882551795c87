import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { RouterRoutesProps } from 'ra-core';
import { decodePathname } from './decodePathname';
import { Outlet } from './Outlet';
import { pickRoute } from './pickRoute';
import { RouteContext, type RouteState } from './RouteContext';
import { routesOf } from './routesOf';
import { toLocation } from './toLocation';
import { useLocation } from './useLocation';

const sameParams = (a: RouteState['params'], b: RouteState['params']) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Shows the element of the route among its children that best matches the location (below the route it is in,
 * if any), with that route's params for `useParams`; nothing where none matches. A route that still matches the
 * same way keeps its context, so a change of the query string (a list's page, sort or filter) does not draw again
 * every link and navigating component under it.
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
  const drawn = useRef<RouteState[]>([]);
  const states: RouteState[] = [];
  useLayoutEffect(() => {
    drawn.current = states;
  });
  const location = typeof at === 'string' ? toLocation(at, current) : (at ?? current);
  const pathname = decodePathname(location.pathname);
  const rest = parent.pathnameBase === '/' ? pathname : pathname.slice(parent.pathnameBase.length) || '/';
  const matches = pickRoute(routesOf(children), rest);
  if (!matches) return null;
  const under = (path: string) =>
    parent.pathnameBase === '/' ? path : `${parent.pathnameBase}${path === '/' ? '' : path}`;
  return matches.reduceRight<ReactNode>((outlet, match, index) => {
    const state = {
      params: { ...parent.params, ...match.params },
      pathnameBase: under(match.pathnameBase),
      outlet,
    };
    const last = drawn.current[index];
    const kept =
      last &&
      last.outlet === state.outlet &&
      last.pathnameBase === state.pathnameBase &&
      sameParams(last.params, state.params)
        ? last
        : state;
    states[index] = kept;
    return (
      <RouteContext.Provider value={kept}>
        {match.route.element === undefined ? <Outlet /> : match.route.element}
      </RouteContext.Provider>
    );
  }, null);
}
