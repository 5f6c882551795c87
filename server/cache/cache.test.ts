import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisUnreachable, TEST_REDIS_URL } from '../test/testRedis';
import type { Cache } from './Cache';
import { MemoryCache } from './MemoryCache';
import { RedisCache } from './RedisCache';

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the Redis cache tests: ${TEST_REDIS_URL} is unreachable (${unreachable}).`);

const BACK_ENDS: { name: string; skip: string | undefined; make: () => Cache }[] = [
  { name: 'memory', skip: undefined, make: () => new MemoryCache() },
  {
    name: 'Redis',
    skip: unreachable,
    make: () => new RedisCache(TEST_REDIS_URL, `test-${randomUUID()}:cache:`),
  },
];

/** Every entry under a prefix, page by page. */
async function listAll(cache: Cache, prefix: string, limit: number) {
  const keys: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await cache.list(prefix, cursor, limit);
    keys.push(...page.entries.map((entry) => entry.key));
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null && pages < 1000);
  return { keys: [...new Set(keys)].sort(), pages };
}

for (const backEnd of BACK_ENDS) {
  describe.skipIf(backEnd.skip)(`cache on ${backEnd.name}`, () => {
    const cache = backEnd.make();
    afterAll(() => cache.close());

    it('answers what was stored, as JSON, and nothing for a key never stored', async () => {
      await cache.set('a:one', { total: 3, rows: [{ day: '2026-01-01', visits: 2 }], none: null }, 60);
      expect(await cache.get('a:one')).toEqual({
        total: 3,
        rows: [{ day: '2026-01-01', visits: 2 }],
        none: null,
      });
      expect(await cache.get('a:missing')).toBeUndefined();
    });

    it('forgets an entry after its time to live', async () => {
      await cache.set('ttl:short', 1, 0.05);
      expect(await cache.get('ttl:short')).toBe(1);
      await expect.poll(() => cache.get('ttl:short'), { timeout: 2000 }).toBeUndefined();
      expect((await cache.list('ttl:', null, 10)).entries).toEqual([]);
    });

    it('wraps a load: the first read loads and stores, the second comes from the cache', async () => {
      let loads = 0;
      const load = async () => ({ loaded: ++loads });
      expect(await cache.wrap('wrap:x', 60, load)).toEqual({ loaded: 1 });
      expect(await cache.wrap('wrap:x', 60, load)).toEqual({ loaded: 1 });
      expect(loads).toBe(1);
    });

    it('lists entries by prefix with their size and times, page by page', async () => {
      const before = Date.now();
      for (let n = 0; n < 25; n++) await cache.set(`list:${String(n).padStart(2, '0')}`, { n }, 120);
      await cache.set('listed-not:1', 1, 120);
      await cache.set('a*b:1', 'glob characters are literal', 120);
      const first = await cache.list('list:00', null, 10);
      expect(first.entries).toHaveLength(1);
      const entry = first.entries[0]!;
      expect(entry.key).toBe('list:00');
      expect(entry.size).toBe(Buffer.byteLength(JSON.stringify({ n: 0 })));
      expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.expiresAt.getTime() - entry.createdAt.getTime()).toBeGreaterThan(110_000);
      expect(entry.expiresAt.getTime() - entry.createdAt.getTime()).toBeLessThanOrEqual(121_000);

      const all = await listAll(cache, 'list:', 10);
      expect(all.keys).toEqual(Array.from({ length: 25 }, (_, n) => `list:${String(n).padStart(2, '0')}`));
      expect(all.pages).toBeGreaterThan(1);
      expect((await listAll(cache, 'a*', 10)).keys).toEqual(['a*b:1']);
    });

    it('purges by prefix and says how many went, leaving the others', async () => {
      for (let n = 0; n < 7; n++) await cache.set(`purge:me:${n}`, n, 120);
      await cache.set('purge:keep', 'kept', 120);
      expect(await cache.purge('purge:me:')).toBe(7);
      expect(await cache.get('purge:me:3')).toBeUndefined();
      expect(await cache.get('purge:keep')).toBe('kept');
      expect(await cache.purge('purge:me:')).toBe(0);
    });
  });
}

describe('cache on a Redis that does not answer', () => {
  it('reads through rather than failing, and says so when listed', async () => {
    const cache = new RedisCache('redis://127.0.0.1:1', `test-${randomUUID()}:cache:`);
    try {
      expect(await cache.wrap('down:x', 60, async () => 'read')).toBe('read');
      await expect(cache.list('down:', null, 10)).rejects.toThrow();
    } finally {
      await cache.close();
    }
  });
});
