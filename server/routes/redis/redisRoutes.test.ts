import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REDIS_STRING_CUT, type RedisKeysResponse, type RedisKeyView } from '../../../contract/tech/redisApi';
import { auditLog, sysLog } from '../../db/schema/trail';
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
    const key = await admin.get('/api/wse/redis/key', { filter: { key: 'wse:x' } });
    expect(key.status).toBe(404);
    expect(key.body).toMatchObject({ message: expect.stringContaining('REDIS_URL') });
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
    // Values past one page (100 elements) and a string past the cut.
    const numbers = Array.from({ length: 150 }, (_, index) => String(index));
    await redis
      .multi()
      .set(`${prefix}many:big`, 'é'.repeat(REDIS_STRING_CUT))
      .rpush(`${prefix}many:list`, ...numbers)
      .hset(`${prefix}many:hash`, Object.fromEntries(numbers.map((n) => [`f${n}`, n])))
      .zadd(`${prefix}many:zset`, ...numbers.flatMap((n) => [n, `m${n}`]))
      .exec();
    for (const n of numbers) await redis.xadd(`${prefix}many:stream`, `${Number(n) + 1}-0`, 'n', n);
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
    expect(byKey.size).toBe(42);
    expect(
      ['string', 'hash', 'list', 'set', 'zset', 'stream'].map((type) => byKey.get(`${prefix}${type}`)?.type),
    ).toEqual(['string', 'hash', 'list', 'set', 'zset', 'stream']);
    expect(byKey.get(`${prefix}string`)).toMatchObject({ ttl: -1, memory: expect.any(Number) });
    expect(byKey.get(`${prefix}expiring`)!.ttl).toBeGreaterThan(0);
    expect(byKey.get(`${prefix}expiring`)!.ttl).toBeLessThanOrEqual(600_000);
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
    expect([...seen].filter((key) => key.startsWith(prefix))).toHaveLength(42);
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

  const read = (key: string, cursor?: string) =>
    admin.get<{ data: RedisKeyView }>('/api/wse/redis/key', {
      filter: { key },
      ...(cursor ? { cursor } : {}),
    });

  it('reads each type of value', async () => {
    const value = async (type: string) => (await read(`${prefix}${type}`)).body.data;
    expect(await value('string')).toMatchObject({
      type: 'string',
      length: 5,
      value: { type: 'string', value: { text: 'hello', bytes: 5, cut: false } },
      next: null,
    });
    const hash = await value('hash');
    expect(hash.length).toBe(2);
    expect(hash.value).toMatchObject({ type: 'hash' });
    if (hash.value.type !== 'hash') throw new Error('not a hash');
    expect(Object.fromEntries(hash.value.fields.map((field) => [field.field, field.value.text]))).toEqual({
      name: 'Anna',
      city: 'Utrecht',
    });
    expect((await value('list')).value).toMatchObject({
      items: [0, 1, 2].map((index) => ({ index, value: { text: 'abc'[index] } })),
    });
    const set = await value('set');
    if (set.value.type !== 'set') throw new Error('not a set');
    expect(set.value.members.map((member) => member.text).sort()).toEqual(['x', 'y']);
    expect((await value('zset')).value).toMatchObject({
      members: [
        { member: { text: 'one' }, score: 1 },
        { member: { text: 'two' }, score: 2.5 },
      ],
    });
    expect((await value('stream')).value).toMatchObject({
      entries: [{ id: '1-1', fields: [{ field: 'event', value: { text: 'signup' } }] }],
    });
  });

  it('cuts a long string, saying its full length, and pages large values to their end', async () => {
    const big = (await read(`${prefix}many:big`)).body.data;
    expect(big).toMatchObject({
      length: REDIS_STRING_CUT * 2,
      value: { value: { bytes: REDIS_STRING_CUT * 2, cut: true } },
    });
    if (big.value.type !== 'string') throw new Error('not a string');
    expect(Buffer.byteLength(big.value.value.text)).toBe(REDIS_STRING_CUT);

    const countAll = async (type: string, count: (view: RedisKeyView) => number) => {
      let total = 0;
      let pages = 0;
      let cursor: string | undefined;
      do {
        const page = await read(`${prefix}many:${type}`, cursor);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        expect(page.body.data.length).toBe(150);
        total += count(page.body.data);
        cursor = page.body.data.next ?? undefined;
        pages += 1;
      } while (cursor && pages < 20);
      return { total, pages };
    };
    const sizes = (view: RedisKeyView) =>
      view.value.type === 'list'
        ? view.value.items.length
        : view.value.type === 'zset'
          ? view.value.members.length
          : view.value.type === 'stream'
            ? view.value.entries.length
            : view.value.type === 'hash'
              ? view.value.fields.length
              : 0;
    expect(await countAll('list', sizes)).toEqual({ total: 150, pages: 2 });
    expect(await countAll('zset', sizes)).toEqual({ total: 150, pages: 2 });
    expect(await countAll('stream', sizes)).toEqual({ total: 150, pages: 2 });
    // HSCAN may hand an element twice and decides its own page size: only the end and the whole are certain.
    expect((await countAll('hash', sizes)).total).toBeGreaterThanOrEqual(150);

    expect((await read(`${prefix}many:list`, '1-0')).status).toBe(400);
  });

  it('shows this Redis on the datastores page: version, memory, clients, keys and a timed PING', async () => {
    const view = await admin.get<{ redis: Record<string, unknown> }>('/api/datastores');
    expect(view.status).toBe(200);
    expect(view.body.redis).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+/),
      usedMemoryBytes: expect.any(Number),
      clients: expect.any(Number),
      keys: expect.any(Number),
      health: { ok: true, ms: expect.any(Number) },
    });
  });

  it('answers 404 naming a missing key', async () => {
    const missing = await read(`${prefix}nothing`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: `Redis key "${prefix}nothing" does not exist.` });
  });

  it('deletes a key only when it is typed again, audited and logged', async () => {
    const key = `${prefix}to-delete`;
    await redis.hset(key, { a: '1' });
    const remove = (confirm: string) =>
      admin.delete<{ data: { key: string } }>('/api/wse/redis/key', { filter: { key, confirm } });

    const mistyped = await remove(`${key} `);
    expect(mistyped.status).toBe(400);
    expect(mistyped.body).toMatchObject({ fields: { confirm: expect.any(String) } });
    expect(await redis.exists(key)).toBe(1);

    const removed = await remove(key);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ key, type: 'hash' });
    expect(await redis.exists(key)).toBe(0);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'redis.key-delete'), eq(auditLog.target, `redis-key:${key}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor).toBe('admin');
    const lines = await app.db.select().from(sysLog).where(eq(sysLog.source, 'redis'));
    expect(lines.map((line) => line.message)).toContain(`admin deleted the Redis key ${key}`);

    const again = await remove(key);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: `Redis key "${key}" does not exist.` });
  });

  it('is for VIEW_REDIS_KEYS only', async () => {
    const norole = testClient(app, await tokenFor(app, 'norole'));
    expect((await norole.get('/api/wse/redis/keys')).status).toBe(403);
    expect((await norole.get('/api/wse/redis/key', { filter: { key: `${prefix}string` } })).status).toBe(403);
    const refused = await norole.delete('/api/wse/redis/key', {
      filter: { key: `${prefix}string`, confirm: `${prefix}string` },
    });
    expect(refused.status).toBe(403);
    expect(await redis.exists(`${prefix}string`)).toBe(1);
    expect((await testClient(app).get('/api/wse/redis/keys')).status).toBe(401);
  });
});
