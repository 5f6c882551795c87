import { useEffect } from 'react';
import { useLocation } from '../routing/useLocation';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { call } from '../transport/call';
import { HttpError } from 'ra-core';
import { getSocket, onSocketEvent } from '../transport/socketClient';
import type { SessionEvent } from './sessionMachine';
import { decodeToken, getToken } from './tokenStore';

interface AccountResponse {
  account: { id: number; username: string };
  roles: string[];
}

/** setTimeout's longest delay (~24 days); login tokens are short-lived, a longer one is left to the server. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * While the socket is connected, the server has the say at the token's expiry: a renewal it sent just before may be
 * on its way, and an idle session gets token-expired from it. The token's own clock only speaks after this long.
 */
export const SERVER_WORD_MS = 5_000;

/**
 * Everything that can tell the session something, turned into session-machine events: the socket, the
 * account check on start, the token's own expiry, the tab's visibility, the other tabs' storage and each
 * page this tab opens (with the token stored then).
 *
 * @example
 * useSessionSources(dispatch, token, setToken);
 */
export function useSessionSources(
  dispatch: (event: SessionEvent) => void,
  token: string | null,
  onTokenSeen: (token: string | null) => void,
): void {
  useEffect(() => {
    if (!getToken()) return;
    getSocket();
    const offs = [
      onSocketEvent<{ token: string }>('token-refresh', ({ token }) =>
        dispatch({ type: 'tokenRefresh', token }),
      ),
      onSocketEvent<{ token: string }>('reset-session', ({ token }) =>
        dispatch({ type: 'resetSession', token }),
      ),
      onSocketEvent<{ token?: string }>('token-expired', (payload) =>
        dispatch({ type: 'tokenExpired', token: payload?.token, currentToken: getToken() }),
      ),
      onSocketEvent('account-vanished', () => dispatch({ type: 'accountVanished' })),
      // A socket refused at the handshake missed the events meant for it (e.g. a role change while it was
      // connecting): the account check tells what the server thinks of the session now.
      onSocketEvent<Error>('connect_error', (error) => {
        if (error?.message === 'UNAUTHORIZED') checkAccount(dispatch);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [dispatch]);

  useEffect(() => {
    if (getToken()) checkAccount(dispatch);
  }, [dispatch]);

  // A new location key on every navigation, a link to the page already open included.
  const { key: locationKey } = useLocation();
  useEffect(() => {
    dispatch({ type: 'navigated', token: getToken() });
  }, [locationKey, dispatch]);

  useEffect(() => {
    const exp = token ? decodeToken(token)?.exp : undefined;
    if (exp === undefined) return;
    const delay = Math.max(exp * 1000 - Date.now(), 0);
    if (delay > MAX_TIMER_MS) return;
    const expire = () => dispatch({ type: 'tokenExpired', currentToken: getToken() });
    let timer = setTimeout(() => {
      if (getSocket().connected) timer = setTimeout(expire, SERVER_WORD_MS);
      else expire();
    }, delay);
    return () => clearTimeout(timer);
  }, [token, dispatch]);

  useEffect(() => {
    const onVisibility = () =>
      dispatch({ type: 'visibility', visible: document.visibilityState === 'visible' });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.login && event.key !== null) return;
      const newValue = event.key === null ? null : event.newValue;
      onTokenSeen(newValue);
      dispatch({ type: 'storageChanged', oldValue: event.oldValue, newValue });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, [dispatch, onTokenSeen]);
}

function checkAccount(dispatch: (event: SessionEvent) => void): void {
  call<AccountResponse>('GET', '/account')
    .then(({ roles }) => {
      const tokenRoles = decodeToken(getToken() ?? '')?.roles ?? [];
      dispatch({ type: 'accountChecked', serverRoles: roles, tokenRoles });
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        dispatch({ type: 'accountRejected' });
      }
    });
}
