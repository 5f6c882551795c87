import type { Redis } from 'ioredis';
import type { RedisKeySummary } from '../../../contract/tech/redisApi';

/** How long one page may keep scanning to fill up, so a sparse pattern over a big Redis still answers promptly. */
const SCAN_BUDGET_MS = 250;

/**
 * One page of keys matching `pattern` from `cursor` (SCAN with MATCH and COUNT, never KEYS), each with its type,
 * TTL and memory; rounds continue until `count` keys are found, the scan ends or a quarter second has gone. A key that vanished meanwhile is
 * left out.
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
  while (found.size < count && performance.now() - started < SCAN_BUDGET_MS) {
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
