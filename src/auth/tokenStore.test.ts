// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearToken, decodeToken, getToken, setToken } from './tokenStore';
import { makeToken } from './testing/makeToken';

describe('token store', () => {
  it('keeps the login token under dash:login', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(localStorage.getItem('dash:login')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(localStorage.getItem('dash:login')).toBeNull();
  });

  it('decodes the account, roles and expiry from the payload', () => {
    const token = makeToken({ account: { id: 7, username: 'ann' }, roles: ['VIEW_GROUPS'], exp: 2000000000 });
    expect(decodeToken(token)).toEqual({
      account: { id: 7, username: 'ann' },
      roles: ['VIEW_GROUPS'],
      exp: 2000000000,
    });
  });

  it('gives the same object for the same token, and a new token its own payload', () => {
    const ann = makeToken({ account: { id: 7, username: 'ann' }, roles: ['VIEW_GROUPS'], exp: 2000000000 });
    const bob = makeToken({ account: { id: 8, username: 'bob' }, roles: [], exp: 2000000000 });
    expect(decodeToken(ann)).toBe(decodeToken(ann));
    expect(decodeToken(bob)?.account.username).toBe('bob');
    expect(decodeToken(ann)?.account.username).toBe('ann');
  });

  it('gives null for something that is not a login token', () => {
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken(makeToken({ roles: undefined as unknown as string[] }))).toBeNull();
  });
});
