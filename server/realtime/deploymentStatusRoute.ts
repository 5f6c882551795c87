import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { WHITELABEL_VIEW_ROLE } from '../../contract/whitelabels/whitelabelAccess';
import { rowsOf } from '../db/rowsOf';
import { allows } from '../http/allows';
import { lacksRole } from '../http/ApiError';
import { intField } from '../http/queryParams';
import { deploymentStatusOf } from '../routes/whitelabelBuilder/whitelabelViews';
import { realtimeRoute, type RealtimeRoute } from './RealtimeRoute';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * GET /deployment/status: what this API instance runs and since when, for the Deployments page; with `{ site }`
 * also that whitelabel site's deployment status (`site`: live, running, latest build, its jobs), for the
 * whitelabel builder (VIEW_WSE_PARTNERS).
 *
 * @example
 * const route = deploymentStatusRoute(app, io, 'host-1234');
 */
export function deploymentStatusRoute(app: FastifyInstance, io: Server, instanceId: string): RealtimeRoute {
  const startedAt = new Date().toISOString();
  return realtimeRoute({
    method: 'GET',
    path: '/deployment/status',
    access: 'signed-in',
    payload: z.object({ site: intField().optional() }).strict().default({}),
    sample: {},
    handle: async ({ principal, payload }) => {
      if (payload.site !== undefined && !allows(WHITELABEL_VIEW_ROLE, principal)) throw lacksRole();
      const site = payload.site === undefined ? {} : { site: await deploymentStatusOf(app.db, payload.site) };
      const [row] = rowsOf<{ version: string }>(await app.db.execute(sql`select version() as version`));
      const databaseVersion = row?.version.split(' on ')[0] ?? 'unknown';
      return {
        version,
        environment: app.config.nodeEnv,
        node: process.version,
        instanceId,
        startedAt,
        uptimeSeconds: Math.round(process.uptime()),
        database: databaseVersion.includes('PGlite') ? 'pglite' : 'postgresql',
        databaseVersion,
        redis: Boolean(app.config.redisUrl),
        connections: io.engine.clientsCount,
        ...site,
      };
    },
  });
}
