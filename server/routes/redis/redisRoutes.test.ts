import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisKeysResponse } from '../../../contract/tech/redisApi';
import { buildTestApp, sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { redisUnreachable, TEST_REDIS_URL } from '../../test/testRedis';

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the Redis key browser tests: ${TEST_REDIS_URL} is unreachable (${unreachable}).`);

describe('Redis key browser without REDIS_URL', () => {
  it('says none is configured rather than failing', async () => {
    const app = await sharedTestApp();
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const list = await admin.get<RedisKeysResponse>('/api/wse/redis/keys');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ configured: false, data: [], cursor: '0' });
  });
});

describe.skipIf(unreachable)('Redis key browser', () => {
  // The app keeps keys of its own under its prefix (the job queue): the test's keys sit one level down.
  const appPrefix = `wse-test-${randomBytes(4).toString('hex')}:`;
  const prefix = `${appPrefix}data:`;
  let app: FastifyInstance;
  let redis: Redis;
  let admin: ReturnType<typeof testClient>;

  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    await redis
      .multi()
      .set(`${prefix}string`, 'hello')
      .hset(`${prefix}hash`, { name: 'Anna', city: 'Utrecht' })
      .rpush(`${prefix}list`, 'a', 'b', 'c')
      .sadd(`${prefix}set`, 'x', 'y')
      .zadd(`${prefix}zset`, 1, 'one', 2.5, 'two')
      .xadd(`${prefix}stream`, '1-1', 'event', 'signup')
      .set(`${prefix}expiring`, 'soon', 'EX', 600)
      .exec();
    for (let index = 0; index < 30; index += 1) await redis.set(`${prefix}many:${index}`, String(index));
    app = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: appPrefix });
    admin = testClient(app, await tokenFor(app, 'admin'));
  });

  afterAll(async () => {
    await app?.close();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${appPrefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  });

  const keysOf = (filter: object, more: Record<string, string> = {}) =>
    admin.get<RedisKeysResponse>('/api/wse/redis/keys', { filter, ...more });

  it('lists the keys matching a pattern with their type, TTL and memory', async () => {
    const page = await keysOf({ pattern: `${prefix}*` }, { count: '1000' });
    expect(page.status).toBe(200);
    expect(page.body.configured).toBe(true);
    const byKey = new Map(page.body.data.map((key) => [key.key, key]));
    expect(byKey.size).toBe(37);
    expect(
      ['string', 'hash', 'list', 'set', 'zset', 'stream'].map((type) => byKey.get(`${prefix}${type}`)?.type),
    ).toEqual(['string', 'hash', 'list', 'set', 'zset', 'stream']);
    expect(byKey.get(`${prefix}string`)).toMatchObject({ ttl: -1, memory: expect.any(Number) });
    expect(byKey.get(`${prefix}expiring`)!.ttl).toBeGreaterThan(590_000);
    expect(page.body.cursor).toBe('0');
  });

  it('pages with the cursor until the scan ends, and defaults to the server prefix', async () => {
    const seen = new Set<string>();
    let cursor = '0';
    let pages = 0;
    do {
      const page = await admin.get<RedisKeysResponse>('/api/wse/redis/keys', { cursor, count: 10 });
      expect(page.status).toBe(200);
      for (const key of page.body.data) seen.add(key.key);
      cursor = page.body.cursor;
      pages += 1;
    } while (cursor !== '0' && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect([...seen].filter((key) => key.startsWith(prefix))).toHaveLength(37);
    expect([...seen].every((key) => key.startsWith(appPrefix))).toBe(true);
  });

  it('matches a narrower pattern, braces and all, and refuses a malformed cursor', async () => {
    const page = await keysOf({ pattern: `${prefix}many:1*` }, { count: '1000' });
    expect(page.body.data.map((key) => key.key).sort()).toEqual(
      ['1', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19']
        .map((n) => `${prefix}many:${n}`)
        .sort(),
    );
    expect((await keysOf({ pattern: `${prefix}{none}*` })).body.data).toEqual([]);
    const bad = await admin.get('/api/wse/redis/keys', { cursor: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { cursor: expect.any(String) } });
  });

  it('is for VIEW_REDIS_KEYS only', async () => {
    const norole = testClient(app, await tokenFor(app, 'norole'));
    expect((await norole.get('/api/wse/redis/keys')).status).toBe(403);
    expect((await testClient(app).get('/api/wse/redis/keys')).status).toBe(401);
  });
});
