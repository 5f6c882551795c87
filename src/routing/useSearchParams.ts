import { useCallback, useMemo } from 'react';
import { useHistory } from './useHistory';
import { useLocation } from './useLocation';
import { useNavigate } from './useNavigate';

export type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: { replace?: boolean; state?: unknown },
) => void;

/**
 * The current page's query string, and a setter that navigates to the same page with a new one.
 *
 * @example
 * const [params, setParams] = useSearchParams();
 * setParams({ status: 'online' }, { replace: true });
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const history = useHistory();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      // Two changes in one event build on each other, not on the query string last drawn.
      const value = typeof next === 'function' ? next(new URLSearchParams(history.location().search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [history, navigate],
  );
  return [params, setParams];
}
