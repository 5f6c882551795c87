import { setTimeout as pause } from 'node:timers/promises';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobView } from '../../../contract/jobs/jobApi';
import {
  DEPLOY_STEPS,
  type WhitelabelDeployment,
  type WhitelabelJobData,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { WHITELABEL_DEPLOY } from '../../../contract/whitelabels/whitelabelAccess';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import { jobs } from '../../db/schema/jobs';
import { whitelabelBuilds, whitelabelDeployments } from '../../db/schema/whitelabelBuilder';
import { ApiError, notFound } from '../../http/ApiError';
import { uniqueViolation } from '../../http/uniqueViolation';
import { JobCancelled } from '../../jobs/JobCancelled';
import { writeAudit } from '../../trail/writeAudit';
import { STEP_MS } from './whitelabelBuildJob';
import { loadDeployments, loadSite } from './whitelabelViews';

/** A deployment row whose job never got queued (its instance died in between) is given up after this. */
const UNQUEUED_MS = 2 * 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Ends a deployment still running as failed or cancelled (never one that went live). */
async function endDeployment(db: Db, id: number, status: 'failed' | 'cancelled', error: string) {
  await db
    .update(whitelabelDeployments)
    .set({ status, error, finishedAt: new Date() })
    .where(and(eq(whitelabelDeployments.id, id), eq(whitelabelDeployments.status, 'running')));
}

/**
 * Ends the site's deployments marked running whose job has ended without them (cancelled while queued, or its
 * worker gone for good), so they hold the site no longer.
 */
export async function settleDeployments(db: Db, site: number): Promise<void> {
  await db.execute(sql`update ${whitelabelDeployments} d
    set status = case when j.status = 'cancelled' then 'cancelled' else 'failed' end,
      error = coalesce(j.error, 'Its job ended before the deployment did'), finished_at = now()
    from ${jobs} j
    where d.job_id = j.id and d.site_id = ${site} and d.status = 'running'
      and j.status in ('done', 'failed', 'cancelled')`);
  await db
    .update(whitelabelDeployments)
    .set({ status: 'failed', error: 'Its job was never queued', finishedAt: new Date() })
    .where(
      and(
        eq(whitelabelDeployments.site, site),
        eq(whitelabelDeployments.status, 'running'),
        isNull(whitelabelDeployments.job),
        lt(whitelabelDeployments.startedAt, new Date(Date.now() - UNQUEUED_MS)),
      ),
    );
}

/** Marks the deployment live and the one live before it superseded, in one transaction. */
async function goLive(tx: Db, id: number, site: number): Promise<void> {
  await tx
    .update(whitelabelDeployments)
    .set({ status: 'superseded' })
    .where(and(eq(whitelabelDeployments.site, site), eq(whitelabelDeployments.status, 'live')));
  const [live] = await tx
    .update(whitelabelDeployments)
    .set({ status: 'live', finishedAt: new Date() })
    .where(and(eq(whitelabelDeployments.id, id), eq(whitelabelDeployments.status, 'running')))
    .returning({ id: whitelabelDeployments.id });
  if (!live) throw new Error(`Deployment ${id} no longer runs`);
}

/**
 * The deployment of a build as a job: upload, CDN, the switch (one step: the deployment goes live and the one
 * before it is superseded), a check. A failure or a cancel before the switch ends the deployment as such.
 */
export function defineWhitelabelDeploy(app: FastifyInstance): void {
  app.jobs.define<WhitelabelJobData, { deployment: number }>(WHITELABEL_DEPLOY, {
    run: async (job) => {
      const { site, deployment } = job.data;
      if (deployment === undefined) throw new Error('A deploy job names its deployment');
      try {
        await job.progress(0, DEPLOY_STEPS.length);
        for (let step = 1; step <= 2; step += 1) {
          await pause(STEP_MS);
          await job.progress(step);
        }
        await job.step('switch', (tx) => goLive(tx, deployment, site));
        await job.progress(3);
        await pause(STEP_MS);
        await job.progress(DEPLOY_STEPS.length);
        return { deployment };
      } catch (error) {
        const cancelled = error instanceof JobCancelled;
        await endDeployment(app.db, deployment, cancelled ? 'cancelled' : 'failed', messageOf(error));
        throw error;
      }
    },
  });
}

/** The 409 of a second deployment of a site: it names the one running. */
async function runningConflict(db: Db, site: number, siteName: string): Promise<ApiError> {
  const [running] = await loadDeployments(db, site, eq(whitelabelDeployments.status, 'running'), 1);
  const what = running
    ? `Deployment #${running.id} of build ${running.build.number}, started by ${running.startedBy} at ${running.startedAt.slice(0, 16).replace('T', ' ')},`
    : 'Another deployment';
  return new ApiError(
    409,
    'CONFLICT',
    `${what} is still running on ${siteName}; wait for it to end before deploying again.`,
    { current: running ?? null },
  );
}

/** The build to deploy: the one named (of this site), or the site's latest. */
async function buildToDeploy(db: Db, site: { id: number; name: string }, build?: number) {
  const [row] = await db
    .select()
    .from(whitelabelBuilds)
    .where(
      build === undefined
        ? eq(whitelabelBuilds.site, site.id)
        : and(eq(whitelabelBuilds.site, site.id), eq(whitelabelBuilds.id, build)),
    )
    .orderBy(desc(whitelabelBuilds.number))
    .limit(1);
  if (row) return row;
  if (build !== undefined) throw notFound(`Build ${build} of ${site.name}`);
  throw new ApiError(409, 'CONFLICT', `${site.name} has no build yet; build it before deploying.`);
}

/**
 * Starts deploying a build of a site (the latest, or the one named; a rollback names an earlier one): the
 * deployment is recorded as running, audited, and its job queued. The database lets one deployment of a site run
 * at a time, on every instance: a second is a 409 naming the one running.
 *
 * @example
 * const { deployment, job } = await startDeployment(app, principal, { site: 3, kind: 'deploy' });
 */
export async function startDeployment(
  app: FastifyInstance,
  principal: Principal,
  request: { site: number; build?: number; kind: 'deploy' | 'rollback' },
): Promise<{ deployment: WhitelabelDeployment; job: JobView }> {
  const site = await loadSite(app.db, request.site);
  await settleDeployments(app.db, site.id);
  const build = await buildToDeploy(app.db, site, request.build);
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(whitelabelDeployments)
        .values({
          site: site.id,
          build: build.id,
          kind: request.kind,
          startedById: principal.account.id,
          startedBy: principal.account.username,
        })
        .returning({ id: whitelabelDeployments.id });
      await writeAudit(tx, {
        actor: principal.account,
        action: `whitelabel.${request.kind}`,
        target: `whitelabel:${site.id}`,
        after: { deployment: row!.id, build: build.number, hash: build.hash },
        ...(principal.save ? { save: principal.save } : {}),
      });
      return row!.id;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw await runningConflict(app.db, site.id, site.name);
    throw error;
  }
  let job: JobView;
  try {
    job = await app.jobs.add(WHITELABEL_DEPLOY, { site: site.id, deployment: id }, principal.account);
  } catch (error) {
    await endDeployment(app.db, id, 'failed', `It could not be queued: ${messageOf(error)}`);
    throw error;
  }
  await app.db.update(whitelabelDeployments).set({ job: job.id }).where(eq(whitelabelDeployments.id, id));
  const [deployment] = await loadDeployments(app.db, site.id, eq(whitelabelDeployments.id, id), 1);
  return { deployment: deployment!, job };
}
