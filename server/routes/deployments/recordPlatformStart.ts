import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { platformDeployments } from '../../db/schema/platformDeployments';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Records this server's start as the succeeded deployment of its package version to its environment, unless one
 * is recorded already (by an earlier start, or another instance starting now: the partial unique index decides).
 *
 * @example
 * await recordPlatformStart(app); // once the app is ready
 */
export async function recordPlatformStart(app: FastifyInstance): Promise<void> {
  const finishedAt = new Date();
  await app.db
    .insert(platformDeployments)
    .values({
      version,
      environment: app.config.nodeEnv,
      status: 'succeeded',
      startedBy: `server start on ${hostname()}`,
      startedAt: new Date(finishedAt.getTime() - Math.round(process.uptime() * 1000)),
      finishedAt,
      note: null,
    })
    .onConflictDoNothing();
}
