import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, tokenFor } from '../test/testApp';

const app = await buildTestApp({
  API_URL: 'https://api.example/v1',
  SOCKET_URL: 'https://live.example:8443',
});
afterAll(() => app.close());

/** The headers helmet sets, as a 200 carries them; every answer must carry the same. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityHeadersOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name]]));

const ok = await app.inject({ url: '/api/health' });
const admin = await tokenFor(app, 'admin');
const support = await tokenFor(app, 'support');

/** Wrong passwords from one address until the sign-in limit answers. */
async function rateLimited(): Promise<LightMyRequestResponse> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.77',
      payload: { username: 'nobody', password: 'wrong-password' },
    });
    if (response.statusCode === 429) return response;
  }
  throw new Error('The sign-in limit never answered 429');
}

const ANSWERS: [string, number, () => Promise<LightMyRequestResponse>][] = [
  ['no token', 401, () => app.inject({ url: '/api/account' })],
  ['a missing role', 403, () => app.inject({ url: '/api/login/accounts', headers: { token: support } })],
  ['an unknown route', 404, () => app.inject({ url: '/api/nowhere', headers: { token: admin } })],
  ['invalid input', 400, () => app.inject({ method: 'POST', url: '/api/login', payload: {} })],
  [
    'malformed JSON',
    400,
    () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
  ],
  [
    'a body over the limit',
    413,
    () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'x'.repeat(app.config.bodyLimit), password: 'x' },
      } satisfies InjectOptions),
  ],
  ['too many sign-in failures', 429, rateLimited],
];

describe('security headers', () => {
  it('a 200 carries a strict CSP whose connect-src names only the API and socket origins', () => {
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(ok.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connect).toEqual([
      "'self'",
      'https://api.example',
      'https://live.example:8443',
      'wss://live.example:8443',
    ]);
  });

  it.each(ANSWERS)(
    'an answer to %s (%i) carries the same security headers as a 200',
    async (_, status, send) => {
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(securityHeadersOf(response)).toEqual(securityHeadersOf(ok));
    },
  );

  it.each([['a 200', async () => ok] as const, ...ANSWERS.map(([what, , send]) => [what, send] as const)])(
    'an API answer to %s is never stored by a browser or proxy',
    async (_, send) => {
      expect((await send()).headers['cache-control']).toBe('no-store');
    },
  );

  it('the sign-in answer is never stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.30',
      payload: { username: 'support', password: 'wse-demo' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
