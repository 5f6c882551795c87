import { useContext } from 'react';
import { RouteContext } from './RouteContext';

/** Where a parent route's element shows its matched child route. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}
