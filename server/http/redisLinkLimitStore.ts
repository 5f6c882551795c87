import { Redis } from 'ioredis';
import { LINK_WINDOW_SECONDS, type LinkLimitStore } from './LinkLimitStore';

/** INCR and the window's expiry in one step, so two instances never both start a window. */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

/**
 * The link budget in Redis (REDIS_URL), for instances that share one: a key per address under
 * REDIS_KEY_PREFIX that expires with its window.
 *
 * @example
 * const store = redisLinkLimitStore('redis://127.0.0.1:6379', 'wse:');
 */
export function redisLinkLimitStore(redisUrl: string, prefix: string): LinkLimitStore {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  return {
    async hit(address) {
      const [hits, ttl] = (await redis.eval(
        HIT,
        1,
        `${prefix}link:${address}`,
        LINK_WINDOW_SECONDS * 1000,
      )) as [number, number];
      return { hits, retryAfterSeconds: Math.ceil(ttl / 1000) };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
