import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLogout, useNotify } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket } from '../transport/socketClient';
import {
  initialSessionState,
  sessionTransition,
  type SessionEffect,
  type SessionEvent,
} from './sessionMachine';
import { getToken, setToken } from './tokenStore';
import { useSessionSources } from './useSessionSources';
import { useActivityReporter } from './useActivityReporter';

export const EXPIRED_DIALOG_CLOSE_MS = 5_000;

/**
 * Runs the signed-in session (docs/product.md#states): feeds socket events, the token's expiry, the account
 * check, tab visibility and other tabs into the session machine and carries out what it decides.
 *
 * @example
 * const { expiredDialogOpen } = useSessionController();
 */
export function useSessionController(): { expiredDialogOpen: boolean } {
  const logout = useLogout();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => initialSessionState(document.visibilityState === 'visible'));
  const stateRef = useRef(state);
  const [token, setTokenState] = useState(getToken);

  // The event sources subscribe once; they reach the current react-admin helpers through this ref.
  const helpers = useRef({ logout, notify, queryClient });
  useLayoutEffect(() => {
    helpers.current = { logout, notify, queryClient };
  });

  const run = useCallback((effect: SessionEffect) => {
    switch (effect.type) {
      case 'storeToken':
        setToken(effect.token);
        setTokenState(effect.token);
        getSocket();
        void helpers.current.queryClient.invalidateQueries({ queryKey: ['auth'] });
        return;
      case 'notify':
        helpers.current.notify(effect.message, { type: 'info' });
        return;
      case 'logout':
        void helpers.current.logout();
        return;
      case 'reload':
        window.location.reload();
    }
  }, []);

  const dispatch = useCallback(
    (event: SessionEvent) => {
      const { state: next, effects } = sessionTransition(stateRef.current, event);
      stateRef.current = next;
      setState(next);
      effects.forEach(run);
    },
    [run],
  );

  useSessionSources(dispatch, token, setTokenState);
  useActivityReporter();

  useEffect(() => {
    if (state.status !== 'closing') return;
    const timer = setTimeout(() => dispatch({ type: 'countdownDone' }), EXPIRED_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.status, dispatch]);

  return { expiredDialogOpen: state.status === 'expired' || state.status === 'closing' };
}
