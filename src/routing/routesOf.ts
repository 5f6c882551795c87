import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { RouterRouteProps } from 'ra-core';
import { Route } from './Route';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children: RouteObject[];
}

/** The `<Route>` elements of `children` (through fragments and arrays) as plain objects. */
export function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    if (child.type !== Route)
      throw new Error(
        `<Routes> takes only <Route> elements, not ${String((child.type as { name?: string }).name ?? child.type)}`,
      );
    const { path, index, element, children: nested } = child.props as RouterRouteProps;
    routes.push({ path, index, element, children: routesOf(nested) });
  });
  return routes;
}
