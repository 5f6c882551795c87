import type { Redis } from 'ioredis';
import type { RedisKeySummary } from '../../../contract/tech/redisApi';

/** How long a page that has found keys may keep scanning to fill up, so a sparse pattern still answers promptly. */
export const FILL_BUDGET_MS = 250;
/** How long a page that has found nothing scans on: an empty page with "Next" hides a key that exists a little further on. */
export const FIND_BUDGET_MS = 2000;

/**
 * One page of keys matching `pattern` from `cursor` (SCAN with MATCH and COUNT, never KEYS), each with its type,
 * TTL and memory; rounds continue until `count` keys are found, the scan ends, or the budget is spent: a quarter second once some key is
 * found, two seconds while none is (a busy server may need more than a quarter second to reach the first). A key that
 * vanished meanwhile is left out.
 *
 * @example
 * const page = await scanKeys(redis, 'wse:*', '0', 100); // { keys: [...], cursor: '1792' }
 */
export async function scanKeys(
  redis: Redis,
  pattern: string,
  cursor: string,
  count: number,
): Promise<{ keys: RedisKeySummary[]; cursor: string }> {
  const found = new Set<string>();
  let next = cursor;
  const started = performance.now();
  const budget = () => (found.size > 0 ? FILL_BUDGET_MS : FIND_BUDGET_MS);
  while (found.size < count && performance.now() - started < budget()) {
    const [after, keys] = await redis.scan(next, 'MATCH', pattern, 'COUNT', count);
    for (const key of keys) found.add(key);
    next = after;
    if (next === '0') break;
  }
  return { keys: await summaries(redis, [...found]), cursor: next };
}

/** Type, TTL and memory of each key in one round trip; keys gone by then are left out. */
export async function summaries(redis: Redis, keys: readonly string[]): Promise<RedisKeySummary[]> {
  if (keys.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.type(key).pttl(key).memory('USAGE', key);
  const answers = (await pipeline.exec()) ?? [];
  return keys.flatMap((key, index) => {
    const [type, ttl, memory] = answers
      .slice(index * 3, index * 3 + 3)
      .map(([error, value]) => (error ? null : value));
    if (type === 'none' || typeof type !== 'string') return [];
    return [{ key, type, ttl: Number(ttl ?? -1), memory: typeof memory === 'number' ? memory : null }];
  });
}
