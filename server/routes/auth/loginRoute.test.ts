import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret } from '../../auth/totp';
import { loginFailures } from '../../db/schema/security';
import { accounts } from '../../db/schema/staff';
import { eq } from 'drizzle-orm';
import { testClient } from '../../test/testApp';
import { buildTestApp } from '../../test/testApp';

let app: FastifyInstance;
const login = (body: Record<string, unknown>) => testClient(app).post('/api/login', body);

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(loginFailures);
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

  it('locks an account after 5 failures with a clear message and when to retry', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login({ username: 'admin', password: 'bad' })).status).toBe(401);
    const locked = await login({ username: 'admin', password: 'wse-demo' });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(locked.body.retryAfter).toBeGreaterThan(14 * 60);
    expect(locked.headers['retry-after']).toBe(String(locked.body.retryAfter));
  });

  it('does not count successful sign-ins, and a success forgives earlier failures', async () => {
    for (let i = 0; i < 4; i += 1) await login({ username: 'support', password: 'bad' });
    expect((await login({ username: 'support', password: 'wse-demo' })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await login({ username: 'support', password: 'bad' });
    expect((await login({ username: 'support', password: 'wse-demo' })).status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await app.db
      .insert(loginFailures)
      .values(Array.from({ length: 5 }, () => ({ key: 'account:admin', at: old })));
    expect((await login({ username: 'admin', password: 'wse-demo' })).status).toBe(200);
  });

  it('limits an address across accounts too', async () => {
    for (let i = 0; i < 20; i += 1) await login({ username: `someone-${i}`, password: 'bad' });
    expect((await login({ username: 'support', password: 'wse-demo' })).status).toBe(429);
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
