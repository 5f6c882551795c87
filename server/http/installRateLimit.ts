import type { FastifyInstance } from 'fastify';
import { databaseLinkLimitStore } from './databaseLinkLimitStore';
import { redisLinkLimitStore } from './redisLinkLimitStore';

/**
 * The store of the link routes' shared budget (`linkRateLimit`): Redis when REDIS_URL is set, else the
 * database, so every instance counts one budget per address. (Sign-in has its own limit, loginLimiter.)
 *
 * @example
 * await installRateLimit(app); // before the routes
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  const { redisUrl, redisKeyPrefix } = app.config;
  const store = redisUrl ? redisLinkLimitStore(redisUrl, redisKeyPrefix) : databaseLinkLimitStore(app.db);
  app.decorate('linkLimitStore', store);
  app.addHook('onClose', () => store.close());
}
