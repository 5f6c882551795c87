import type { Cache } from './Cache';

/**
 * `wrap` in terms of get and set, the same for every back end; a TTL of 0 or less reads through, and so does a
 * cache that fails (Redis down): the answer is read, not refused.
 */
export async function wrapWith<T>(
  cache: Pick<Cache, 'get' | 'set'>,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  if (ttlSeconds <= 0) return load();
  const stored = await cache.get<T>(key).catch(() => undefined);
  if (stored !== undefined) return stored;
  const value = await load();
  await cache.set(key, value, ttlSeconds).catch(() => undefined);
  return value;
}
