import { useContext } from 'react';
import { RouteContext } from './RouteContext';

/** The params of the routes the component is rendered by, e.g. `{ id: '7' }` under `/member/:id`. */
export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): T {
  return useContext(RouteContext).params as T;
}
