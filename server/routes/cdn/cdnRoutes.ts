import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CDN_LIST_CAP,
  CDN_PREVIEW_PATHS,
  cdnEntriesResponse,
  cdnPurgeRequest,
  cdnPurgeResponse,
} from '../../../contract/tech/cdnApi';
import type { EdgeEntry } from '../../cdn/EdgeEntry';
import { cdnEntriesQuery } from './cdnQueries';
import { principalOf } from '../../http/accessControl';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';

const firstPaths = (entries: readonly EdgeEntry[]) =>
  [...new Set(entries.map((entry) => entry.path))].slice(0, CDN_PREVIEW_PATHS);

/**
 * The edge cache in front of the dashboard's files (docs/API.md "CDN"): the held responses by path pattern and a
 * purge by pattern whose preview says what matches first. Open to any signed-in staff; a purge is audited and
 * logged. It is this instance's memory: each instance holds and purges its own.
 */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wse/cdn/entries',
    {
      schema: { querystring: cdnEntriesQuery, response: { 200: cdnEntriesResponse } },
      config: { access: 'signed-in', sample: () => ({ query: { filter: '{"pattern":"/assets/*"}' } }) },
    },
    async (request) => {
      const entries = app.cdn.matching(request.query.filter?.pattern ?? '');
      return {
        scope: 'instance' as const,
        bytes: app.cdn.size(),
        maxBytes: app.cdn.limits.maxBytes,
        total: entries.length,
        data: entries.slice(0, CDN_LIST_CAP).map((entry) => ({
          path: entry.path,
          encoding: entry.headers['content-encoding'] ?? 'identity',
          variant: entry.variant,
          size: entry.body.length,
          hits: entry.hits,
          cachedAt: entry.cachedAt.toISOString(),
          cacheControl: entry.headers['cache-control'] ?? null,
          etag: entry.headers.etag ?? null,
        })),
      };
    },
  );

  api.post(
    '/wse/cdn/purge',
    {
      schema: { body: cdnPurgeRequest, response: { 200: cdnPurgeResponse } },
      config: { access: 'signed-in', sample: () => ({ body: { pattern: '/assets/*.js', preview: true } }) },
    },
    async (request) => {
      const { pattern, preview } = request.body;
      if (preview) {
        const matches = app.cdn.matching(pattern);
        return { pattern, matched: matches.length, paths: firstPaths(matches), purged: null };
      }
      const gone = app.cdn.purge(pattern);
      const { account } = principalOf(request);
      await app.db.transaction(async (tx) => {
        await writeAudit(tx, {
          actor: account,
          action: 'cdn.purge',
          target: `cdn:${pattern}`,
          changes: { responses: { before: gone.length, after: 0 } },
        });
        await writeSysLog(tx, {
          level: 'info',
          source: 'cdn',
          message: `${account.username} purged ${gone.length} edge cache ${gone.length === 1 ? 'response' : 'responses'} matching '${pattern}'`,
          meta: { pattern, purged: gone.length, paths: firstPaths(gone) },
        });
      });
      return { pattern, matched: gone.length, paths: firstPaths(gone), purged: gone.length };
    },
  );
}
