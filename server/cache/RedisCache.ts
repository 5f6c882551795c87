import { Redis } from 'ioredis';
import type { Cache, CachePage } from './Cache';
import type { CacheEntry } from './CacheEntry';
import { wrapWith } from './wrapWith';

/** Makes a key prefix literal in a SCAN MATCH pattern. */
function globLiteral(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}

/**
 * The cache in Redis (REDIS_URL), shared by every instance: a hash per entry under `<prefix>` holding the JSON
 * value (v) and when it was stored (c), expired by Redis itself; listing and purging use SCAN, never KEYS.
 *
 * @example
 * const cache = new RedisCache('redis://127.0.0.1:6379', 'wse:cache:');
 */
export class RedisCache implements Cache {
  readonly backEnd = 'redis';
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    onError: (error: Error) => void = () => undefined,
  ) {
    // One retry: while Redis is away a command fails after one reconnection attempt, and a cached read goes to the
    // database rather than waiting.
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', onError);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.redis.hget(this.prefix + key, 'v');
    return json === null ? undefined : (JSON.parse(json) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const stored = this.prefix + key;
    await this.redis
      .multi()
      .del(stored)
      .hset(stored, 'v', JSON.stringify(value), 'c', Date.now())
      .pexpire(stored, Math.max(1, Math.round(ttlSeconds * 1000)))
      .exec();
  }

  wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    return wrapWith(this, key, ttlSeconds, load);
  }

  async list(prefix: string, cursor: string | null, limit: number): Promise<CachePage> {
    const [next, keys] = await this.scanPage(prefix, cursor ?? '0', limit);
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hstrlen(key, 'v').hget(key, 'c').pttl(key);
    const answers = (await pipeline.exec()) ?? [];
    const now = Date.now();
    const entries: CacheEntry[] = [];
    keys.forEach((key, index) => {
      const [size, created, ttl] = answers.slice(index * 3, index * 3 + 3).map(([, value]) => value);
      // An entry that expired between SCAN and the reads is gone: leave it out.
      if (typeof ttl !== 'number' || ttl < 0 || created === null) return;
      entries.push({
        key: key.slice(this.prefix.length),
        size: Number(size),
        createdAt: new Date(Number(created)),
        expiresAt: new Date(now + ttl),
      });
    });
    entries.sort((a, b) => a.key.localeCompare(b.key));
    return { entries, nextCursor: next === '0' ? null : next };
  }

  async purge(prefix: string): Promise<number> {
    let cursor = '0';
    let deleted = 0;
    do {
      const [next, keys] = await this.scanPage(prefix, cursor, 500);
      if (keys.length > 0) deleted += await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** SCAN until at least `limit` keys or the end: a SCAN step may match none of the keys it looked at. */
  private async scanPage(prefix: string, cursor: string, limit: number): Promise<[string, string[]]> {
    const match = `${globLiteral(this.prefix + prefix)}*`;
    const keys = new Set<string>();
    let next = cursor;
    do {
      const [after, found] = await this.redis.scan(next, 'MATCH', match, 'COUNT', limit);
      found.forEach((key) => keys.add(key));
      next = after;
    } while (next !== '0' && keys.size < limit);
    return [next, [...keys]];
  }
}
