import type { Cache } from './Cache';

/** `wrap` in terms of get and set, the same for every back end; a TTL of 0 or less reads through. */
export async function wrapWith<T>(
  cache: Pick<Cache, 'get' | 'set'>,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  if (ttlSeconds <= 0) return load();
  const stored = await cache.get<T>(key);
  if (stored !== undefined) return stored;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}
