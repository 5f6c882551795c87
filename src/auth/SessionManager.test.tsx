import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import userEvent from '@testing-library/user-event';
import { Link } from '../routing/Link';
import { MemoryRouter } from '../routing/MemoryRouter';
import { Route } from '../routing/Route';
import { Routes } from '../routing/Routes';
import { CoreAdminContext, useNotificationContext } from 'ra-core';
import { SessionManager } from './SessionManager';
import { EXPIRED_DIALOG_CLOSE_MS } from './useSessionController';
import { SERVER_WORD_MS } from './useSessionSources';
import { createAuthProvider } from './createAuthProvider';
import { decodeToken, getToken, setToken } from './tokenStore';
import { makeToken } from './testing/makeToken';
import { clearCallError, getCallState } from '../transport/callState';
import { recordFakeSockets } from '../transport/testing/recordFakeSockets';

const EXPIRED_TEXT = 'Your session has expired due to a long period of inactivity. You will be logged out.';
let serverRoles = ['VIEW_ACCOUNTS'];
let logouts = 0;
const server = setupServer(
  http.get('/api/account', () =>
    HttpResponse.json({ account: { id: 1, username: 'admin' }, roles: serverRoles }),
  ),
  http.post('/api/logout', () => {
    logouts += 1;
    return HttpResponse.json({ ok: true });
  }),
);
const sockets = recordFakeSockets();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  serverRoles = ['VIEW_ACCOUNTS'];
  logouts = 0;
});
afterEach(() => {
  server.resetHandlers();
  clearCallError();
});
afterAll(() => server.close());

function Notifications() {
  const { notifications } = useNotificationContext();
  return (
    <ul>
      {notifications.map(({ message }) => (
        <li key={String(message)}>{String(message)}</li>
      ))}
    </ul>
  );
}

function renderSignedIn(token = makeToken()) {
  setToken(token);
  render(
    <MemoryRouter initialEntries={['/admin/accounts']}>
      <CoreAdminContext authProvider={createAuthProvider({ rules: {} })}>
        <Routes>
          <Route
            path="/admin/accounts"
            element={
              <>
                <SessionManager />
                <Notifications />
                <p>Accounts page</p>
              </>
            }
          />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </CoreAdminContext>
    </MemoryRouter>,
  );
  return token;
}

const socket = () => sockets[0]!;
const receive = (event: string, payload?: unknown) => act(() => socket().receive(event, payload));

describe('SessionManager', () => {
  it('connects the socket with the token and stays signed in when the server agrees on the roles', async () => {
    const token = renderSignedIn();
    await waitFor(() => expect(socket().options.query).toEqual({ token }));
    expect(screen.getByText('Accounts page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken()).toBe(token);
  });

  it('drops the token and goes to /login when the server reports other roles', async () => {
    serverRoles = ['VIEW_ACCOUNTS', 'VIEW_GROUPS'];
    renderSignedIn();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('goes to /login when the account check answers 403, without storing the error', async () => {
    server.use(
      http.get('/api/account', () =>
        HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderSignedIn();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(getCallState().error).toBeNull();
  });

  it('checks the account when the socket is refused, and goes to /login when the session has ended', async () => {
    renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Accounts page')).toBeInTheDocument();
    server.use(
      http.get('/api/account', () =>
        HttpResponse.json(
          { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token revoked' },
          { status: 401 },
        ),
      ),
    );
    await receive('connect_error', new Error('UNAUTHORIZED'));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('replaces the token silently on token-refresh', async () => {
    renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const next = makeToken({ exp: Math.floor(Date.now() / 1000) + 7200 });
    receive('token-refresh', { token: next, exp: 0 });
    expect(getToken()).toBe(next);
    expect(screen.queryByText('Your session has been updated')).not.toBeInTheDocument();
  });

  it("stores the token of reset-session and says 'Your session has been updated'", async () => {
    renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const next = makeToken({ roles: ['VIEW_ACCOUNTS', 'VIEW_GROUPS'] });
    receive('reset-session', { token: next, exp: 0 });
    expect(getToken()).toBe(next);
    expect(await screen.findByText('Your session has been updated')).toBeInTheDocument();
  });

  it('logs out on account-vanished', async () => {
    renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    receive('account-vanished', {});
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(logouts).toBe(1);
    expect(socket().disconnected).toBe(true);
  });

  it('shows the Session expired dialog on token-expired, closes it after 5 s and logs out', async () => {
    const token = renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    // SessionManager fetches the dialog's code once the first content is shown (at once here): it is in before the
    // clock stops, which would hold back React's reveal of a suspended dialog.
    await import('./SessionExpiredDialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The dialog's clock is faked, so a busy machine cannot stretch the 5 s between the two looks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      receive('token-expired', { token });
      expect(screen.getByRole('dialog', { name: 'Session expired' })).toHaveTextContent(EXPIRED_TEXT);
      act(() => vi.advanceTimersByTime(EXPIRED_DIALOG_CLOSE_MS - 100));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it("expires locally when the token's exp passes, without the socket", async () => {
    renderSignedIn(makeToken({ exp: Math.floor(Date.now() / 1000) + 1 }));
    socket().connected = false;
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent(EXPIRED_TEXT);
  });

  it("leaves the token's expiry to the server for a while when the socket is connected", async () => {
    renderSignedIn();
    await import('./SessionExpiredDialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const inASecond = () => makeToken({ exp: Math.floor(Date.now() / 1000) + 1 });
      // To 100 ms before the server's time is up: the token's expiry and SERVER_WORD_MS after it.
      const toNearlyPast = (token: string) =>
        act(() =>
          vi.advanceTimersByTimeAsync(decodeToken(token)!.exp * 1000 - Date.now() + SERVER_WORD_MS - 100),
        );
      receive('token-refresh', { token: inASecond() });
      await toNearlyPast(getToken()!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // A renewal that was on its way at the expiry keeps the session.
      const renewed = inASecond();
      receive('token-refresh', { token: renewed });
      expect(getToken()).toBe(renewed);
      await toNearlyPast(renewed);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // A server that says nothing at all: the token's own clock ends the session.
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByRole('dialog', { name: 'Session expired' })).toHaveTextContent(EXPIRED_TEXT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to /login when another tab clears the token', async () => {
    const token = renderSignedIn();
    localStorage.removeItem('dash:login');
    window.dispatchEvent(new StorageEvent('storage', { key: 'dash:login', oldValue: token, newValue: null }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('goes to /login on the next page when the token was cleared in this tab', async () => {
    setToken(makeToken());
    render(
      <MemoryRouter initialEntries={['/admin/accounts']}>
        <CoreAdminContext authProvider={createAuthProvider({ rules: {} })}>
          <Routes>
            <Route path="/login" element={<p>Login page</p>} />
            <Route
              path="*"
              element={
                <>
                  <SessionManager />
                  <Link to="/admin/groups">Groups</Link>
                </>
              }
            />
          </Routes>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    localStorage.removeItem('dash:login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Groups' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('reports activity to the server at most once per 30 s', async () => {
    renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(socket().emitted.filter((entry) => entry.event === 'activity')).toHaveLength(1);
  });

  it('tells a socket that (re)connects of activity the 30 s throttle held back', async () => {
    renderSignedIn();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const activities = () => socket().emitted.filter((entry) => entry.event === 'activity');
    socket().receive('connect');
    expect(activities()).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    socket().receive('connect');
    expect(activities()).toHaveLength(2);
  });
});
