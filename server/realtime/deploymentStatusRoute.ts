import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { rowsOf } from '../db/rowsOf';
import { realtimeRoute, type RealtimeRoute } from './RealtimeRoute';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * GET /deployment/status: what this API instance runs and since when, for the Deployments page.
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
    payload: z.object({}).strict().default({}),
    sample: {},
    handle: async () => {
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
      };
    },
  });
}
