import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import type { RouterNavigateFunction } from 'ra-core';
import { RouteContext } from './RouteContext';
import { toLocation } from './toLocation';
import { useHistory } from './useHistory';

/**
 * A function that goes to a path (relative ones from the component's route), a location without a path on the
 * current page, or `delta` entries back or forward. It stays the same function for the component's life, so
 * using it renders nothing again on navigation.
 */
export function useNavigate(): RouterNavigateFunction {
  const history = useHistory();
  const { pathnameBase } = useContext(RouteContext);
  const base = useRef(pathnameBase);
  useLayoutEffect(() => {
    base.current = pathnameBase;
  }, [pathnameBase]);
  return useCallback<RouterNavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') history.navigate(to);
      else
        history.navigate(toLocation(to, history.location(), { state: options.state, base: base.current }), {
          replace: options.replace,
        });
    },
    [history],
  );
}
