import type { Cache } from './Cache';

/**
 * How many entries start with `prefix` and the first `first` of their keys by key: what a purge would delete.
 *
 * @example
 * await cacheMatches(app.cache, 'analytics:', 20); // { matched: 31, keys: ['analytics:report:…', …] }
 */
export async function cacheMatches(
  cache: Cache,
  prefix: string,
  first: number,
): Promise<{ matched: number; keys: string[] }> {
  const keys = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await cache.list(prefix, cursor, 500);
    page.entries.forEach((entry) => keys.add(entry.key));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { matched: keys.size, keys: [...keys].sort().slice(0, first) };
}
