import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from '../../http/ApiError';

export interface LazyRedis {
  /** The connection, opened on first use; undefined when the server has no REDIS_URL. */
  client: () => Redis | undefined;
  /** Runs Redis commands; a Redis that does not answer is a 503 saying so, not a 500. */
  run: <T>(work: (redis: Redis) => Promise<T>) => Promise<T>;
}

/**
 * A connection of its own to the server's Redis (`app.config.redisUrl`) for the tech pages, opened only when one
 * asks and closed with the app. Call it while the plugin registers (it adds an onClose hook).
 *
 * @example
 * const redis = lazyRedis(app);
 * const keys = await redis.run((client) => client.dbsize());
 */
export function lazyRedis(app: FastifyInstance): LazyRedis {
  let connection: Redis | undefined;
  app.addHook('onClose', async () => {
    await connection?.quit().catch(() => connection?.disconnect());
  });
  const client = () => {
    const url = app.config.redisUrl;
    if (!url) return undefined;
    if (!connection) {
      // Fail fast: an on-call page should say Redis is down, not hang with it.
      connection = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 1 });
      connection.on('error', (error) => app.log.warn({ err: error }, 'redis (tech pages)'));
    }
    return connection;
  };
  return {
    client,
    run: async (work) => {
      const redis = client();
      if (!redis)
        throw new ApiError(404, 'NOT_FOUND', 'No Redis is configured: set REDIS_URL to browse one.');
      try {
        return await work(redis);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ApiError(503, 'UNAVAILABLE', `Redis did not answer: ${reason}`);
      }
    },
  };
}
