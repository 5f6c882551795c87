import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  sessionTransition,
  type SessionEvent,
  type SessionState,
} from './sessionMachine';

const active = initialSessionState(true);
const run = (state: SessionState, ...events: SessionEvent[]) =>
  events.reduce(
    (acc, event) => {
      const next = sessionTransition(acc.state, event);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state, effects: [] as ReturnType<typeof sessionTransition>['effects'] },
  );

describe('session machine', () => {
  it('token-refresh stores the new token silently', () => {
    expect(run(active, { type: 'tokenRefresh', token: 't2' })).toEqual({
      state: active,
      effects: [{ type: 'storeToken', token: 't2' }],
    });
  });

  it("reset-session stores the new token and says 'Your session has been updated'", () => {
    expect(run(active, { type: 'resetSession', token: 't3' }).effects).toEqual([
      { type: 'storeToken', token: 't3' },
      { type: 'notify', message: 'Your session has been updated' },
    ]);
  });

  it('an expired token in a visible tab opens the dialog and starts the countdown; its end logs out', () => {
    const expired = run(active, { type: 'tokenExpired', currentToken: 't' });
    expect(expired.state.status).toBe('closing');
    expect(expired.effects).toEqual([]);
    expect(run(expired.state, { type: 'countdownDone' })).toEqual({
      state: { status: 'ended', visible: true },
      effects: [{ type: 'logout' }],
    });
  });

  it('in a hidden tab the dialog waits until the tab is visible before counting down', () => {
    const hidden = initialSessionState(false);
    const expired = run(hidden, { type: 'tokenExpired', token: 't', currentToken: 't' });
    expect(expired.state.status).toBe('expired');
    expect(run(expired.state, { type: 'countdownDone' }).effects).toEqual([]);
    expect(run(expired.state, { type: 'visibility', visible: true }).state.status).toBe('closing');
  });

  it('ignores token-expired about a token that was already replaced', () => {
    expect(run(active, { type: 'tokenExpired', token: 'old', currentToken: 'new' }).state.status).toBe(
      'active',
    );
  });

  it('logs out on account-vanished and on a rejected account check', () => {
    expect(run(active, { type: 'accountVanished' }).effects).toEqual([{ type: 'logout' }]);
    expect(run(active, { type: 'accountRejected' }).effects).toEqual([{ type: 'logout' }]);
  });

  it('logs out when the server reports other roles than the token carries, in any order otherwise fine', () => {
    const same = { type: 'accountChecked', serverRoles: ['B', 'A'], tokenRoles: ['A', 'B'] } as const;
    const other = { type: 'accountChecked', serverRoles: ['A'], tokenRoles: ['A', 'B'] } as const;
    expect(run(active, same).effects).toEqual([]);
    expect(run(active, other)).toEqual({
      state: { status: 'ended', visible: true },
      effects: [{ type: 'logout' }],
    });
  });

  it('follows other tabs: token cleared → logout, token appeared → reload, token replaced → nothing', () => {
    expect(run(active, { type: 'storageChanged', oldValue: 't', newValue: null }).effects).toEqual([
      { type: 'logout' },
    ]);
    expect(run(active, { type: 'storageChanged', oldValue: null, newValue: 't' }).effects).toEqual([
      { type: 'reload' },
    ]);
    expect(run(active, { type: 'storageChanged', oldValue: 't', newValue: 'u' }).effects).toEqual([]);
  });

  it('logs out on the next page when the token was cleared in this tab, and not while it is there', () => {
    expect(run(active, { type: 'navigated', token: null })).toEqual({
      state: { status: 'ended', visible: true },
      effects: [{ type: 'logout' }],
    });
    expect(run(active, { type: 'navigated', token: 't' })).toEqual({ state: active, effects: [] });
    const expired = run(active, { type: 'tokenExpired', currentToken: 't' }).state;
    expect(run(expired, { type: 'navigated', token: 't' }).effects).toEqual([]);
    expect(run(expired, { type: 'navigated', token: null }).effects).toEqual([{ type: 'logout' }]);
  });

  it('does nothing more once ended, so logout happens once', () => {
    const result = run(
      active,
      { type: 'accountVanished' },
      { type: 'accountVanished' },
      { type: 'resetSession', token: 'x' },
    );
    expect(result.effects).toEqual([{ type: 'logout' }]);
  });

  it('keeps the expired dialog running through token events, but a logout elsewhere ends it', () => {
    const expired = run(active, { type: 'tokenExpired', currentToken: 't' }).state;
    expect(run(expired, { type: 'tokenRefresh', token: 'late' }).effects).toEqual([]);
    expect(run(expired, { type: 'storageChanged', oldValue: 't', newValue: null }).effects).toEqual([
      { type: 'logout' },
    ]);
  });
});
