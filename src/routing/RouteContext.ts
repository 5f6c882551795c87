import { createContext, type ReactNode } from 'react';

export interface RouteState {
  params: Record<string, string | undefined>;
  /** The part of the path the routes above matched: relative links and nested routes go on from it. */
  pathnameBase: string;
  /** The matched child route's element, which an `<Outlet />` shows. */
  outlet: ReactNode;
}

/** The route a component is rendered by. */
export const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: '/', outlet: null });
RouteContext.displayName = 'RouteContext';
