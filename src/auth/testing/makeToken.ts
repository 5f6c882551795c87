import type { TokenPayload } from '../tokenStore';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned login token for unit tests (the dashboard never verifies signatures; the server does). */
export function makeToken(overrides: Partial<TokenPayload> = {}): string {
  const payload: TokenPayload = {
    account: { id: 1, username: 'admin' },
    roles: ['VIEW_ACCOUNTS'],
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}
