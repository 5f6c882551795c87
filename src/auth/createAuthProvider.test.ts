// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAuthProvider } from './createAuthProvider';
import type { AccessRules } from '../../contract/canAccess';
import { getToken, setToken } from './tokenStore';
import { makeToken } from './testing/makeToken';
import { HttpError } from 'ra-core';
import { clearCallError, getCallState } from '../transport/callState';

const token = makeToken({ account: { id: 4, username: 'ann' }, roles: ['VIEW_REDIS_KEYS'] });
const logoutHeaders: (string | null)[] = [];
const server = setupServer(
  http.post('/api/login', () => HttpResponse.json({ token, exp: 0, account: {}, roles: [] })),
  http.post('/api/logout', ({ request }) => {
    logoutHeaders.push(request.headers.get('token'));
    return HttpResponse.json(
      { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' },
      { status: 401 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  logoutHeaders.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const rules: AccessRules = { redis: { list: 'VIEW_REDIS_KEYS' }, accounts: { list: 'VIEW_ACCOUNTS' } };
const provider = createAuthProvider({ rules });

describe('createAuthProvider', () => {
  it('stores the token from POST /login under dash:login', async () => {
    await provider.login({ username: 'ann', password: 'x' });
    expect(localStorage.getItem('dash:login')).toBe(token);
  });

  it('logs out with POST /logout, clears the token and goes to /login even when the call fails', async () => {
    setToken(token);
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(logoutHeaders).toEqual([token]);
    expect(getToken()).toBeNull();
    expect(getCallState().error).toBeNull();
  });

  it('checks auth against a stored token; an expired one is left to the Session expired dialog', async () => {
    await expect(provider.checkAuth({})).rejects.toBeInstanceOf(HttpError);
    setToken('garbage');
    await expect(provider.checkAuth({})).rejects.toMatchObject({ status: 401 });
    setToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError('Token expired', 401))).resolves.toBeUndefined();
    setToken(token);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('needs no session on the public pages, whose routes stay mounted under the auth gate', async () => {
    window.history.pushState({}, '', '/login');
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    window.history.pushState({}, '', '/admin/accounts');
    await expect(provider.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('ends the session on a 401 only, not on a 403', async () => {
    await expect(provider.checkError(new HttpError('Unauthorized', 401))).rejects.toMatchObject({
      status: 401,
    });
    await expect(provider.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
  });

  it('gives identity and roles from the token, and page access from the one policy', async () => {
    setToken(token);
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 4, fullName: 'ann' });
    await expect(provider.getPermissions!({})).resolves.toEqual(['VIEW_REDIS_KEYS']);
    await expect(provider.canAccess!({ resource: 'redis', action: 'list' })).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'accounts', action: 'list' })).resolves.toBe(false);
    expect(provider.canAccessNow({ resource: 'redis', action: 'list' })).toBe(true);
    expect(provider.canAccessNow({ resource: 'accounts', action: 'list' })).toBe(false);
  });

  it('follows a new token (refresh, another sign-in) rather than the one it read before', async () => {
    setToken(token);
    await expect(provider.canAccess!({ resource: 'accounts', action: 'list' })).resolves.toBe(false);
    setToken(makeToken({ account: { id: 5, username: 'bo' }, roles: ['VIEW_ACCOUNTS'] }));
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 5, fullName: 'bo' });
    await expect(provider.canAccess!({ resource: 'accounts', action: 'list' })).resolves.toBe(true);
    localStorage.removeItem('dash:login');
    await expect(provider.checkAuth({})).rejects.toThrow();
  });
});
