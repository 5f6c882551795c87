import { createHash } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BUILD_STEPS,
  type WhitelabelBuild,
  type WhitelabelConfig,
  type WhitelabelJobData,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { WHITELABEL_BUILD } from '../../../contract/whitelabels/whitelabelAccess';
import type { Db } from '../../db/Db';
import { whitelabelBuilds } from '../../db/schema/whitelabelBuilder';
import { writeAudit } from '../../trail/writeAudit';
import { buildRowView, loadConfig } from './whitelabelViews';

/** The time each step of a build or deployment takes here, so a person can watch it progress. */
export const STEP_MS = 400;

/** JSON with its keys sorted, so equal manifests hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The SHA-256 of a manifest, the same for equal manifests whatever their keys' order. */
export function hashOf(manifest: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(manifest)).digest('hex');
}

/** What a build is made of: the configuration it was built from. */
export function manifestOf(config: WhitelabelConfig): Record<string, unknown> {
  return {
    site: config.id,
    name: config.name,
    domain: config.domain,
    theme: config.theme,
    logo: config.logo,
    locales: config.locales,
    productGroup: config.productGroup,
    templates: config.templates,
    configVersion: config.version,
  };
}

/**
 * Records a finished build: the next number of the site, the manifest and its SHA-256, audited.
 *
 * @example
 * const build = await recordBuild(tx, config, { id: 1, username: 'admin' }, job.id);
 */
export async function recordBuild(
  tx: Db,
  config: WhitelabelConfig,
  actor: { id: number; username: string },
  job: number | null,
): Promise<WhitelabelBuild> {
  const manifest = manifestOf(config);
  const hash = hashOf(manifest);
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${whitelabelBuilds.number}), 0)::int` })
    .from(whitelabelBuilds)
    .where(eq(whitelabelBuilds.site, config.id));
  const [row] = await tx
    .insert(whitelabelBuilds)
    .values({
      site: config.id,
      number: (last?.number ?? 0) + 1,
      manifest,
      hash,
      job,
      createdBy: actor.username,
    })
    .returning();
  const build = buildRowView(row!);
  await writeAudit(tx, {
    actor,
    action: 'whitelabel.build',
    target: `whitelabel:${config.id}`,
    after: { build: build.number, hash },
  });
  return build;
}

/**
 * The build of a whitelabel site as a job: the configuration is read once, each step reported as progress, and
 * the build recorded as one step, so a retry does not number it twice.
 */
export function defineWhitelabelBuild(app: FastifyInstance): void {
  app.jobs.define<WhitelabelJobData, { build: number; number: number; hash: string }>(WHITELABEL_BUILD, {
    run: async (job) => {
      const config = await loadConfig(app.db, job.data.site);
      const last = BUILD_STEPS.length - 1;
      await job.progress(0, BUILD_STEPS.length);
      for (let step = 1; step <= last; step += 1) {
        await pause(STEP_MS);
        await job.progress(step);
      }
      const build = await job.step('record', (tx) => recordBuild(tx, config, job.startedBy, job.id));
      await job.progress(BUILD_STEPS.length);
      return { build: build.id, number: build.number, hash: build.hash };
    },
  });
}
