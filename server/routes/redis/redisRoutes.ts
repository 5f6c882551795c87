import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { redisKeysResponse } from '../../../contract/tech/redisApi';
import { lazyRedis } from './lazyRedis';
import { redisKeysQuery } from './redisQueries';
import { scanKeys } from './scanKeys';

const ROLE = 'VIEW_REDIS_KEYS';

/**
 * The Redis key browser (docs/API.md "Redis keys") on the server's own Redis (REDIS_URL), over a connection of its
 * own opened on first use: list keys by pattern, read one by type, delete one typed to confirm.
 */
export async function redisRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const redis = lazyRedis(app);
  const prefix = app.config.redisKeyPrefix;

  api.get(
    '/wse/redis/keys',
    {
      schema: { querystring: redisKeysQuery, response: { 200: redisKeysResponse } },
      config: { access: ROLE, sample: () => ({ query: { filter: '{"pattern":"wse:*"}', count: '20' } }) },
    },
    async (request) => {
      const { filter, cursor, count } = request.query;
      if (!redis.client()) return { configured: false, prefix, data: [], cursor: '0' };
      const pattern = filter?.pattern || `${prefix}*`;
      const page = await redis.run((client) => scanKeys(client, pattern, cursor, count));
      return { configured: true, prefix, data: page.keys, cursor: page.cursor };
    },
  );
}
