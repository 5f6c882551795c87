import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { redisDeleteResponse, redisKeyResponse, redisKeysResponse } from '../../../contract/tech/redisApi';
import { principalOf } from '../../http/accessControl';
import { notFound, validationError } from '../../http/ApiError';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';
import type { LazyRedis } from './lazyRedis';
import { readKey } from './readKey';
import { redisDeleteQuery, redisKeyQuery, redisKeysQuery } from './redisQueries';
import { scanKeys, summaries } from './scanKeys';

const ROLE = 'VIEW_REDIS_KEYS';
const sampleKey = JSON.stringify({ key: 'wse:sample' });

/**
 * The Redis key browser (docs/API.md "Redis keys") on the server's own Redis (REDIS_URL), over the tech pages'
 * connection (opened on first use): list keys by pattern, read one by type, delete one typed to confirm.
 */
export async function redisRoutes(app: FastifyInstance, { redis }: { redis: LazyRedis }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
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

  api.get(
    '/wse/redis/key',
    {
      schema: { querystring: redisKeyQuery, response: { 200: redisKeyResponse } },
      config: { access: ROLE, sample: () => ({ query: { filter: sampleKey } }) },
    },
    async (request) => {
      const { filter, cursor } = request.query;
      return { data: await redis.run((client) => readKey(client, filter.key, cursor)) };
    },
  );

  api.delete(
    '/wse/redis/key',
    {
      schema: { querystring: redisDeleteQuery, response: { 200: redisDeleteResponse } },
      config: {
        access: ROLE,
        sample: () => ({ query: { filter: JSON.stringify({ key: 'wse:sample', confirm: 'wse:sample' }) } }),
      },
    },
    async (request) => {
      const { key, confirm } = request.query.filter;
      if (confirm !== key) throw validationError({ confirm: 'Type the key exactly as it is to delete it' });
      const actor = principalOf(request);
      const removed = await redis.run(async (client) => {
        const [before] = await summaries(client, [key]);
        if (!before) throw notFound(`Redis key "${key}"`);
        // The audit and the log line commit only if Redis deleted the key; a key gone meanwhile is a 404.
        await app.db.transaction(async (tx) => {
          if ((await client.del(key)) === 0) throw notFound(`Redis key "${key}"`);
          await writeAudit(tx, {
            actor: actor.account,
            action: 'redis.key-delete',
            target: `redis-key:${key}`,
            before: { type: before.type, ttl: before.ttl, memory: before.memory },
            after: null,
            save: actor.save,
          });
          await writeSysLog(tx, {
            level: 'warn',
            source: 'redis',
            message: `${actor.account.username} deleted the Redis key ${key}`,
            meta: { key, type: before.type },
          });
        });
        return before;
      });
      return { data: removed };
    },
  );
}
