import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../test/testApp';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, signToken, verifyToken } from './tokens';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sharedTestApp();
});

const key = () => new TextEncoder().encode(app.config.jwtSecret);
const claims = { account: { id: 1, username: 'admin' }, roles: ['VIEW_ACCOUNTS'], ver: 1 };
const accountStatus = async (token: string) => (await testClient(app, token).get('/api/account')).status;

describe('session tokens', () => {
  it('round-trips its claims', async () => {
    const { token, exp, jti } = await signToken(app.config, claims);
    expect(await verifyToken(app.config, token)).toMatchObject({ ...claims, exp, jti });
  });

  it('refuses an expired token with 401', async () => {
    const { token } = await signToken({ ...app.config, tokenTtlSeconds: -5 }, claims);
    const response = await testClient(app, token).get('/api/account');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'The session has expired.' });
  });

  it('pins HS256: a token signed with another algorithm or none is refused', async () => {
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    const payload = hs512.split('.')[1];
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await accountStatus(hs512)).toBe(401);
    expect(await accountStatus(none)).toBe(401);
  });

  it('checks issuer and audience', async () => {
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('another-app')
      .setJti('y')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect(await accountStatus(foreign)).toBe(401);
  });

  it('is revoked at once by logout', async () => {
    const token = await tokenFor(app, 'support');
    expect(await accountStatus(token)).toBe(200);
    expect((await testClient(app, token).post('/api/logout')).body).toEqual({ ok: true });
    expect(await accountStatus(token)).toBe(401);
    expect(await accountStatus(await tokenFor(app, 'support'))).toBe(200);
  });

  it('stops working when the account’s roles change', async () => {
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const token = await tokenFor(app, 'norole');
    const { body } = await testClient(app, token).get<{ account: { id: number } }>('/api/account');
    expect(
      (await admin.put(`/api/account/${body.account.id}/roles`, { roles: ['VIEW_KICK_LOG'] })).status,
    ).toBe(200);
    expect(await accountStatus(token)).toBe(401);
    const fresh = testClient(app, await tokenFor(app, 'norole'));
    expect((await fresh.get('/api/account')).body).toMatchObject({ roles: ['VIEW_KICK_LOG'] });
  });

  it('stops working when the account is disabled', async () => {
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const token = await tokenFor(app, 'norole');
    const { body } = await testClient(app, token).get<{ account: { id: number } }>('/api/account');
    const { body: record } = await admin.get<{ data: { version: number } }>(
      `/api/login/account/${body.account.id}`,
    );
    const update = { id: body.account.id, version: record.data.version, disabled: true };
    expect((await admin.put('/api/login/account', update)).status).toBe(200);
    expect(await accountStatus(token)).toBe(401);
  });
});
