import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RouterBlocker, RouterBlockerFunction } from 'ra-core';
import type { BlockedNavigation } from './RouterHistory';
import { useHistory } from './useHistory';

const UNBLOCKED: RouterBlocker = {
  state: 'unblocked',
  reset: undefined,
  proceed: undefined,
  location: undefined,
};

/**
 * Holds back navigations `shouldBlock` says no to (asked with the latest render's function), and gives the one
 * held: `proceed()` lets it go on, `reset()` drops it.
 */
export function useBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const history = useHistory();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  const [held, setHeld] = useState<BlockedNavigation | null>(null);
  useEffect(
    () =>
      history.block({
        shouldBlock: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
        blocked: setHeld,
      }),
    [history],
  );
  if (!held) return UNBLOCKED;
  return {
    state: 'blocked',
    location: held.location,
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => setHeld(null),
  };
}
