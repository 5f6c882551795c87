import { useCallback, useEffect, useRef, useState } from 'react';
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
 * Runs the signed-in session (spec §4): feeds socket events, the token's expiry, the account check,
 * tab visibility and other tabs into the session machine and carries out what it decides.
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

  const run = useCallback(
    (effect: SessionEffect) => {
      switch (effect.type) {
        case 'storeToken':
          setToken(effect.token);
          setTokenState(effect.token);
          getSocket();
          void queryClient.invalidateQueries({ queryKey: ['auth'] });
          return;
        case 'notify':
          notify(effect.message, { type: 'info' });
          return;
        case 'logout':
          void logout();
          return;
        case 'reload':
          window.location.reload();
      }
    },
    [logout, notify, queryClient],
  );

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
    if (!getToken()) void logout();
  }, [logout]);

  useEffect(() => {
    if (state.status !== 'closing') return;
    const timer = setTimeout(() => dispatch({ type: 'countdownDone' }), EXPIRED_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.status, dispatch]);

  return { expiredDialogOpen: state.status === 'expired' || state.status === 'closing' };
}
