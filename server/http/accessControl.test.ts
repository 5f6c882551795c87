import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../test/testApp';
import { testConfig } from '../test/testConfig';
import { installAccessControl } from './accessControl';
import { installErrorHandling } from './installErrorHandling';
import { listRoutes } from './routeTable';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sharedTestApp();
});

describe('deny by default', () => {
  it('refuses a route that declares no access, even to an admin', async () => {
    const bare = Fastify();
    bare.decorate('db', app.db);
    bare.decorate('config', testConfig());
    installErrorHandling(bare);
    installAccessControl(bare);
    bare.get('/forgotten', async () => ({ secret: true }));
    bare.get('/open', { config: { access: 'public' } }, async () => ({ open: true }));
    const admin = await tokenFor(app, 'admin');
    const refused = await bare.inject({ url: '/forgotten', headers: { token: admin } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await bare.inject({ url: '/open' })).json()).toEqual({ open: true });
    expect(listRoutes(bare).find((route) => route.url === '/forgotten')?.access).toBeUndefined();
    await bare.close();
  });

  it('has an access rule on every route of the real app', () => {
    const routes = listRoutes(app);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => route.access === undefined)).toEqual([]);
  });
});

describe('tokens', () => {
  it('answers 401 without a token and 403 without the role', async () => {
    expect((await testClient(app).get('/api/login/accounts')).status).toBe(401);
    const support = testClient(app, await tokenFor(app, 'support'));
    const refused = await support.get('/api/login/accounts');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('accepts the token header and a Bearer authorization header', async () => {
    const token = await tokenFor(app, 'admin');
    const viaHeader = await app.inject({ url: '/api/account', headers: { token } });
    const viaBearer = await app.inject({
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaHeader.json()).toMatchObject({ account: { username: 'admin' } });
    expect(viaBearer.json()).toMatchObject({ account: { username: 'admin' } });
  });

  it('refuses a garbled token with 401', async () => {
    const response = await testClient(app, 'not-a-jwt').get('/api/account');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
