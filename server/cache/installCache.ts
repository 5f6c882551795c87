import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Cache } from './Cache';
import { MemoryCache } from './MemoryCache';
import { RedisCache } from './RedisCache';

/**
 * Decorates `app.cache`: Redis when REDIS_URL is set (shared by every instance, under REDIS_KEY_PREFIX +
 * 'cache:'), in memory otherwise.
 */
export function installCache(app: FastifyInstance): void {
  const { redisUrl, redisKeyPrefix, nodeEnv } = app.config;
  const cache: Cache = redisUrl
    ? // Test apps share the machine's Redis but not a database: each keeps to its own entries.
      new RedisCache(
        redisUrl,
        `${redisKeyPrefix}${nodeEnv === 'test' ? `${randomUUID()}:` : ''}cache:`,
        (error) => app.log.warn({ err: error }, 'cache Redis error'),
      )
    : new MemoryCache();
  app.decorate('cache', cache);
  app.addHook('onClose', () => cache.close());
}
