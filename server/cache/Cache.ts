import type { CacheEntry } from './CacheEntry';

/** One page of entries and where the next one starts (null when the listing is done). */
export interface CachePage {
  entries: CacheEntry[];
  nextCursor: string | null;
}

/**
 * Keyed JSON values with a time to live, on Redis (REDIS_URL) or in memory, the same either way. Keys are named
 * by prefix (`analytics:report:…`, `dashboard:…`) so a purge by prefix clears one kind of answer.
 */
export interface Cache {
  /** 'redis' or 'memory': the page says which one it shows. */
  readonly backEnd: 'redis' | 'memory';
  /** The stored value, or undefined when there is none or it has expired. */
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** The stored value, or what `load` answers, stored for `ttlSeconds`. */
  wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /** Entries whose key starts with `prefix`, about `limit` a page (Redis SCAN may give a few more or fewer). */
  list(prefix: string, cursor: string | null, limit: number): Promise<CachePage>;
  /** Deletes every entry whose key starts with `prefix`; answers how many went. */
  purge(prefix: string): Promise<number>;
  close(): Promise<void>;
}
