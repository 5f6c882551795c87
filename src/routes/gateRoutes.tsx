import { cloneElement, type ReactElement } from 'react';
import { PageAccessGate } from './PageAccessGate';
import { PAGES } from './pages';

type RouteElement = ReactElement<{ path?: string; element?: ReactElement }>;

/**
 * Puts routes built elsewhere (the resources' screens) behind the access check of the spec §2 page with the
 * same path, so every page refuses a missing role the same way.
 *
 * @example
 * <CustomRoutes>{gateRoutes(resourceRoutes(registry))}</CustomRoutes>
 */
export function gateRoutes(routes: readonly ReactElement[]): RouteElement[] {
  return (routes as readonly RouteElement[]).map((route) => {
    const page = PAGES.find((candidate) => candidate.path === route.props.path);
    if (!page) return route;
    return cloneElement(route, {
      element: <PageAccessGate pageKey={page.key}>{route.props.element}</PageAccessGate>,
    });
  });
}
