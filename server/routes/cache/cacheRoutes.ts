import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CACHE_PAGE,
  CACHE_PREVIEW_KEYS,
  cacheEntriesResponse,
  cachePurgeRequest,
  cachePurgeResponse,
} from '../../../contract/tech/cacheApi';
import { cacheMatches } from '../../cache/cacheMatches';
import { cacheEntriesQuery } from './cacheQueries';
import { principalOf } from '../../http/accessControl';
import { ApiError } from '../../http/ApiError';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';

/**
 * The server's cache (docs/API.md "Cache"): its entries by key prefix, page by page, and a purge by prefix whose
 * preview says what matches first. Open to any signed-in staff; a purge is audited and logged.
 */
export async function cacheRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** A cache that does not answer (Redis away) is a 503 saying so, not a 500. */
  const answered = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(503, 'UNAVAILABLE', `The cache (${app.cache.backEnd}) did not answer: ${reason}`);
    }
  };

  api.get(
    '/wse/cache/entries',
    {
      schema: { querystring: cacheEntriesQuery, response: { 200: cacheEntriesResponse } },
      config: { access: 'signed-in', sample: () => ({ query: { filter: '{"prefix":"analytics:"}' } }) },
    },
    async (request) => {
      const { filter, cursor } = request.query;
      const prefix = filter?.prefix ?? '';
      const page = await answered(() => app.cache.list(prefix, cursor ?? null, CACHE_PAGE));
      const now = Date.now();
      return {
        backEnd: app.cache.backEnd,
        ttlSeconds: app.config.cacheTtlSeconds,
        data: page.entries.map((entry) => ({
          key: entry.key,
          size: entry.size,
          createdAt: entry.createdAt.toISOString(),
          expiresAt: entry.expiresAt.toISOString(),
          expiresIn: Math.max(0, entry.expiresAt.getTime() - now),
        })),
        cursor: page.nextCursor,
      };
    },
  );

  api.post(
    '/wse/cache/purge',
    {
      schema: { body: cachePurgeRequest, response: { 200: cachePurgeResponse } },
      config: { access: 'signed-in', sample: () => ({ body: { prefix: 'dashboard:', preview: true } }) },
    },
    async (request) => {
      const { prefix, preview } = request.body;
      const { matched, keys } = await answered(() => cacheMatches(app.cache, prefix, CACHE_PREVIEW_KEYS));
      if (preview) return { prefix, matched, keys, purged: null };
      const purged = await answered(() => app.cache.purge(prefix));
      const { account } = principalOf(request);
      await app.db.transaction(async (tx) => {
        await writeAudit(tx, {
          actor: account,
          action: 'cache.purge',
          target: `cache:${prefix}`,
          changes: { entries: { before: purged, after: 0 } },
        });
        await writeSysLog(tx, {
          level: 'info',
          source: 'cache',
          message: `${account.username} purged ${purged} cache ${purged === 1 ? 'entry' : 'entries'} under '${prefix}'`,
          meta: { prefix, purged, backEnd: app.cache.backEnd },
        });
      });
      return { prefix, matched, keys, purged };
    },
  );
}
