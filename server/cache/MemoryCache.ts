import type { Cache, CachePage } from './Cache';
import type { CacheEntry } from './CacheEntry';
import { wrapWith } from './wrapWith';

interface Stored {
  json: string;
  createdAt: number;
  expiresAt: number;
}

/** Bounds the memory a busy instance spends on answers; the oldest entry goes first. */
const MAX_ENTRIES = 5_000;

/**
 * The cache in this process, for a server without REDIS_URL: entries expire when read or listed after their TTL.
 *
 * @example
 * const cache = new MemoryCache();
 * const report = await cache.wrap('analytics:report:…', 30, () => runReport(...));
 */
export class MemoryCache implements Cache {
  readonly backEnd = 'memory';
  private readonly entries = new Map<string, Stored>();

  constructor(private readonly now: () => number = Date.now) {}

  async get<T>(key: string): Promise<T | undefined> {
    const stored = this.live(key);
    return stored ? (JSON.parse(stored.json) as T) : undefined;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const createdAt = this.now();
    this.entries.delete(key);
    this.entries.set(key, {
      json: JSON.stringify(value),
      createdAt,
      expiresAt: createdAt + ttlSeconds * 1000,
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    return wrapWith(this, key, ttlSeconds, load);
  }

  async list(prefix: string, cursor: string | null, limit: number): Promise<CachePage> {
    const keys = this.matching(prefix).sort();
    // The cursor is the last key listed, in base64url so it never reads as free text.
    const after = cursor === null ? null : Buffer.from(cursor, 'base64url').toString();
    const start = after === null ? 0 : keys.findIndex((key) => key > after);
    const page = start < 0 ? [] : keys.slice(start, start + limit);
    const entries = page.map((key): CacheEntry => {
      const stored = this.entries.get(key)!;
      return {
        key,
        size: Buffer.byteLength(stored.json),
        createdAt: new Date(stored.createdAt),
        expiresAt: new Date(stored.expiresAt),
      };
    });
    const last = page.at(-1);
    return {
      entries,
      nextCursor:
        start >= 0 && start + limit < keys.length && last ? Buffer.from(last).toString('base64url') : null,
    };
  }

  async purge(prefix: string): Promise<number> {
    const keys = this.matching(prefix);
    keys.forEach((key) => this.entries.delete(key));
    return keys.length;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): Stored | undefined {
    const stored = this.entries.get(key);
    if (stored && stored.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return stored;
  }

  private matching(prefix: string): string[] {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
  }
}
