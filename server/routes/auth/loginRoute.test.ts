import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret } from '../../auth/totp';
import { knownSignInAddresses, loginFailures } from '../../db/schema/security';
import { accounts } from '../../db/schema/staff';
import { eq, sql } from 'drizzle-orm';
import { testClient } from '../../test/testApp';
import { buildTestApp } from '../../test/testApp';

let app: FastifyInstance;
/** Behind a trusted proxy, so each call can come from an address of its own (X-Forwarded-For). */
const from = (address: string) => testClient(app, undefined, { 'x-forwarded-for': address });
const login = (body: Record<string, unknown>, address = '198.51.100.1') =>
  from(address).post('/api/login', body);
const wrong = (username: string, address?: string) => login({ username, password: 'bad' }, address);
const right = (username: string, address?: string) => login({ username, password: 'wse-demo' }, address);
/** As if the newest failures were `seconds` older: the wait they started is over. */
const wait = (seconds: number) =>
  app.db.update(loginFailures).set({ at: sql`${loginFailures.at} - make_interval(secs => ${seconds})` });

beforeAll(async () => {
  app = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(loginFailures);
  await app.db.delete(knownSignInAddresses);
});

describe('POST /login', () => {
  it('signs in with the demo password and returns a token carrying account and roles', async () => {
    const { status, body } = await login({ username: 'support', password: 'wse-demo' });
    expect(status).toBe(200);
    expect(body.account).toMatchObject({ username: 'support', twoFactorEnabled: false });
    expect(body.roles).toContain('VIEW_LIVE_CAMS');
    const claims = decodeJwt(body.token as string);
    expect(claims).toMatchObject({
      account: { username: 'support' },
      iss: 'wse-dashboard-api',
      aud: 'wse-dashboard',
    });
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.exp).toBe(body.exp);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('gives an unknown user exactly the same answer as a wrong password', async () => {
    const wrong = await login({ username: 'admin', password: 'not-it' });
    const unknown = await login({ username: 'nobody-here', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Wrong username or password.',
    });
  });

  it('asks for the TOTP code once two-factor is enrolled, and checks it', async () => {
    const secret = newTotpSecret();
    await app.db
      .update(accounts)
      .set({ totpSecret: secret, twoFactorEnabled: true })
      .where(eq(accounts.username, 'support'));
    const noCode = await login({ username: 'support', password: 'wse-demo' });
    expect(noCode.status).toBe(401);
    expect(noCode.body.code).toBe('TOTP_REQUIRED');
    const wrongCode = await login({
      username: 'support',
      password: 'wse-demo',
      code: '000000' === currentTotp(secret) ? '111111' : '000000',
    });
    expect(wrongCode.body.code).toBe('TOTP_REQUIRED');
    const ok = await login({ username: 'support', password: 'wse-demo', code: currentTotp(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.account).toMatchObject({ twoFactorEnabled: true });
    await app.db
      .update(accounts)
      .set({ totpSecret: null, twoFactorEnabled: false })
      .where(eq(accounts.username, 'support'));
  });

  it('refuses a TOTP code before the password is right, without saying two-factor is on', async () => {
    const response = await login({ username: 'admin', password: 'bad', code: '123456' });
    expect(response.body.code).toBe('UNAUTHORIZED');
  });
});

describe('POST /login throttle', () => {
  it('counts concurrent guesses before checking them: 50 wrong and the right one at once check at most 5', async () => {
    const guesses = Array.from({ length: 50 }, () => wrong('admin'));
    const owner = right('admin');
    const answers = await Promise.all([...guesses, owner]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(answers.at(-1)?.status).toBe(429);
    const after = await right('admin');
    expect(after.status).toBe(429);
    expect(after.body.retryAfter).toBeGreaterThan(0);
    expect(after.body.retryAfter).toBeLessThanOrEqual(30);
  });

  it('makes each guess past 5 from one address wait longer: 30 s, then 1 minute, then 2', async () => {
    for (let i = 0; i < 5; i += 1) expect((await wrong('admin')).status).toBe(401);
    const first = await right('admin');
    expect(first).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(first.body.message).toBe(
      `Too many failed sign-in attempts. Try again in ${first.body.retryAfter} seconds.`,
    );
    expect(first.headers['retry-after']).toBe(String(first.body.retryAfter));
    await wait(30);
    expect((await wrong('admin')).status).toBe(401);
    const second = await right('admin');
    expect(second.body.retryAfter).toBeGreaterThan(30);
    expect(second.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    await wait(60);
    expect((await wrong('admin')).status).toBe(401);
    expect((await right('admin')).body.message).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes.',
    );
    await wait(120);
    expect((await right('admin')).status).toBe(200);
  });

  it('does not let a stranger lock the owner out of their own address', async () => {
    expect((await right('support', '198.51.100.7')).status).toBe(200);
    for (const stranger of ['203.0.113.1', '203.0.113.2'])
      for (let i = 0; i < 5; i += 1) expect((await wrong('support', stranger)).status).toBe(401);
    // 10 failures from addresses it never signed in from: a new address waits, right password or not...
    expect((await wrong('support', '203.0.113.3')).status).toBe(429);
    const newcomer = await right('support', '203.0.113.99');
    expect(newcomer.status).toBe(429);
    // ...but the owner's own address does not.
    expect((await right('support', '198.51.100.7')).status).toBe(200);
    await wait(30);
    expect((await wrong('support', '203.0.113.3')).status).toBe(401);
    expect((await right('support', '203.0.113.99')).body.retryAfter).toBeGreaterThan(30);
  });

  it('limits one address across accounts', async () => {
    for (let i = 0; i < 20; i += 1) expect((await wrong(`someone-${i}`)).status).toBe(401);
    expect((await right('support')).status).toBe(429);
    expect((await right('support', '198.51.100.2')).status).toBe(200);
  });

  it("a success forgives that address's failures on the account, and only those", async () => {
    for (let i = 0; i < 4; i += 1) await wrong('support');
    for (let i = 0; i < 4; i += 1) await wrong('support', '203.0.113.5');
    expect((await right('support')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await wrong('support')).status).toBe(401);
    expect((await right('support')).status).toBe(200);
    expect((await wrong('support', '203.0.113.5')).status).toBe(401);
    expect((await wrong('support', '203.0.113.5')).status).toBe(429);
  });

  it('forgets failures older than an hour', async () => {
    for (let i = 0; i < 5; i += 1) await wrong('admin');
    expect((await right('admin')).status).toBe(429);
    await wait(61 * 60);
    expect((await right('admin')).status).toBe(200);
  });

  it('counts a wrong two-factor code, not a right password waiting for its code', async () => {
    const secret = newTotpSecret();
    await app.db
      .update(accounts)
      .set({ totpSecret: secret, twoFactorEnabled: true })
      .where(eq(accounts.username, 'support'));
    const badCode = currentTotp(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 8; i += 1) expect((await right('support')).body.code).toBe('TOTP_REQUIRED');
    for (let i = 0; i < 5; i += 1)
      expect((await login({ username: 'support', password: 'wse-demo', code: badCode })).status).toBe(401);
    expect(
      (await login({ username: 'support', password: 'wse-demo', code: currentTotp(secret) })).status,
    ).toBe(429);
    await app.db
      .update(accounts)
      .set({ totpSecret: null, twoFactorEnabled: false })
      .where(eq(accounts.username, 'support'));
  });
});
