import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/openDatabase';
import { linkRateHits } from '../db/schema/security';
import { buildTestApp, testClient } from '../test/testApp';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { redisUnreachable, TEST_REDIS_URL } from '../test/testRedis';

const LIMITED = { LINK_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' };

/** One call to each link route in turn (forgot, reset, QR read, QR confirm), from one address. */
function linkCalls(app: FastifyInstance, address: string) {
  const api = testClient(app, undefined, { 'x-forwarded-for': address });
  const calls = [
    () => api.post('/api/forgot-password', { username: 'nobody' }),
    () => api.post('/api/account/reset-password', { token: 'no-such-link', password: 'long-enough-1' }),
    () => api.get('/api/account/qr', { token: 'no-such-link' }),
    () => api.post('/api/account/qr', { code: '123456', token: 'no-such-link' }),
  ];
  return (index: number) => calls[index % calls.length]!();
}

/** Sends `count` link calls alternating between the apps, all from one address; answers their statuses. */
async function alternate(apps: FastifyInstance[], address: string, count: number): Promise<number[]> {
  const callers = apps.map((app) => linkCalls(app, address));
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await callers[i % callers.length]!(i)).status);
  return statuses;
}

const limited = (statuses: number[]) => statuses.map((status) => (status === 429 ? 429 : 'through'));

describe('the link routes share one budget per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(LIMITED);
  });
  afterAll(() => app.close());

  it('across forgot password, reset and QR, answered in the one error shape', async () => {
    expect(limited(await alternate([app], '203.0.113.10', 5))).toEqual([
      'through',
      'through',
      'through',
      429,
      429,
    ]);
    const refused = await linkCalls(app, '203.0.113.10')(0);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many requests\. Try again in (\d+ seconds|1 minute)\.$/);
    expect(refused.body.retryAfter).toBeGreaterThan(0);
    expect(refused.body.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfter));
    expect((await linkCalls(app, '203.0.113.11')(0)).status).toBe(200);
  });

  it('refuse with a 503, not a 500, while the store does not answer (Redis down)', async () => {
    const store = app.linkLimitStore;
    app.linkLimitStore = { ...store, hit: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    try {
      const refused = await linkCalls(app, '203.0.113.12')(0);
      expect(refused.body).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE', retryAfter: 60 });
    } finally {
      app.linkLimitStore = store;
    }
  });

  it('lets exactly the budget through when requests come at once', async () => {
    const call = linkCalls(app, '203.0.113.13');
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => call(i)))).map((r) => r.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
  });

  it('opens a new window a minute after the first request', async () => {
    expect(limited(await alternate([app], '203.0.113.12', 4)).at(-1)).toBe(429);
    await app.db.update(linkRateHits).set({ windowStart: new Date(Date.now() - 61_000) });
    expect((await linkCalls(app, '203.0.113.12')(0)).status).toBe(200);
  });
});

describe('two instances on one database', () => {
  let database: Database;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await testDatabase();
    apps = [];
    for (let i = 0; i < 2; i += 1) apps.push(await buildApp({ config: testConfig(LIMITED), database }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('count one budget', async () => {
    expect(limited(await alternate(apps, '203.0.113.20', 4))).toEqual(['through', 'through', 'through', 429]);
  });
});

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the Redis link budget test: ${TEST_REDIS_URL} is unreachable (${unreachable}).`);

describe.skipIf(unreachable)('two instances on two databases and one Redis', () => {
  const prefix = `wse-test-${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  let apps: FastifyInstance[];
  beforeAll(async () => {
    const env = { ...LIMITED, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    apps = [await buildTestApp(env), await buildTestApp(env)];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('count one budget there, none in the databases', async () => {
    expect(limited(await alternate(apps, '203.0.113.30', 4))).toEqual(['through', 'through', 'through', 429]);
    expect(await redis.get(`${prefix}link:203.0.113.30`)).toBe('4');
    for (const app of apps) expect(await app.db.select().from(linkRateHits)).toEqual([]);
  });
});
