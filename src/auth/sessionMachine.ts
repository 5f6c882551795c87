/**
 * The session of docs/product.md#states as a pure state machine: what the signed-in layout does when the
 * socket, the clock, the account check, the tab's visibility or another tab says something about the session.
 * `useSessionController` feeds it events and carries out the effects it returns.
 */
export type SessionStatus = 'active' | 'expired' | 'closing' | 'ended';

export interface SessionState {
  status: SessionStatus;
  visible: boolean;
}

export type SessionEvent =
  | { type: 'tokenRefresh'; token: string }
  | { type: 'resetSession'; token: string }
  /** The socket's token-expired (with the token it is about) or the local timer (without). */
  | { type: 'tokenExpired'; token?: string; currentToken: string | null }
  | { type: 'visibility'; visible: boolean }
  | { type: 'countdownDone' }
  | { type: 'accountVanished' }
  | { type: 'accountChecked'; serverRoles: readonly string[]; tokenRoles: readonly string[] }
  | { type: 'accountRejected' }
  | { type: 'storageChanged'; oldValue: string | null; newValue: string | null }
  /** A route change in this tab, with the token stored now: no storage event tells a tab its own changes. */
  | { type: 'navigated'; token: string | null };

export type SessionEffect =
  | { type: 'storeToken'; token: string }
  | { type: 'notify'; message: string }
  | { type: 'logout' }
  | { type: 'reload' };

export interface Transition {
  state: SessionState;
  effects: SessionEffect[];
}

export const SESSION_UPDATED_MESSAGE = 'Your session has been updated';

export function initialSessionState(visible: boolean): SessionState {
  return { status: 'active', visible };
}

const stay = (state: SessionState): Transition => ({ state, effects: [] });
const end = (state: SessionState): Transition => ({
  state: { ...state, status: 'ended' },
  effects: [{ type: 'logout' }],
});

export function sessionTransition(state: SessionState, event: SessionEvent): Transition {
  if (state.status === 'ended') return stay(state);
  if (event.type === 'visibility') {
    const next = { ...state, visible: event.visible };
    return stay(next.status === 'expired' && next.visible ? { ...next, status: 'closing' } : next);
  }
  if (state.status !== 'active') {
    // The expired dialog runs to its end; only leaving the session another way cuts it short.
    if (event.type === 'countdownDone' && state.status === 'closing') return end(state);
    if (event.type === 'accountVanished') return end(state);
    if (event.type === 'storageChanged' && event.newValue === null) return end(state);
    if (event.type === 'navigated' && event.token === null) return end(state);
    return stay(state);
  }
  switch (event.type) {
    case 'tokenRefresh':
      return { state, effects: [{ type: 'storeToken', token: event.token }] };
    case 'resetSession':
      return {
        state,
        effects: [
          { type: 'storeToken', token: event.token },
          { type: 'notify', message: SESSION_UPDATED_MESSAGE },
        ],
      };
    case 'tokenExpired':
      if (event.token !== undefined && event.token !== event.currentToken) return stay(state);
      return stay({ ...state, status: state.visible ? 'closing' : 'expired' });
    case 'accountChecked':
      return sameRoles(event.serverRoles, event.tokenRoles) ? stay(state) : end(state);
    case 'accountVanished':
    case 'accountRejected':
      return end(state);
    case 'storageChanged':
      if (event.newValue === null) return end(state);
      if (event.oldValue === null) return { state, effects: [{ type: 'reload' }] };
      return stay(state);
    case 'navigated':
      return event.token === null ? end(state) : stay(state);
    case 'countdownDone':
      return stay(state);
  }
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((role) => setB.has(role));
}
