import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobView } from '../../../contract/jobs/jobApi';
import {
  PHX_TEMPLATES,
  type SiteDeploymentStatus,
  type WhitelabelBuild,
  type WhitelabelConfig,
  type WhitelabelDeployment,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { WHITELABEL_BUILD, WHITELABEL_DEPLOY } from '../../../contract/whitelabels/whitelabelAccess';
import type { Db } from '../../db/Db';
import { jobs } from '../../db/schema/jobs';
import { partners, whitelabelSites } from '../../db/schema/platform';
import {
  whitelabelBuilds,
  whitelabelConfigs,
  whitelabelDeployments,
} from '../../db/schema/whitelabelBuilder';
import { notFound } from '../../http/ApiError';
import { jobRowView } from '../../jobs/jobRowView';
import { imageDataUrls, imageIdOf } from '../../resources/imageStore';

type BuildRow = typeof whitelabelBuilds.$inferSelect;
type DeploymentRow = typeof whitelabelDeployments.$inferSelect;

/** The host of a site's web address (`https://www.velvetlive.nl` → `www.velvetlive.nl`). */
export function hostOf(website: string): string {
  try {
    return new URL(website).hostname;
  } catch {
    return website;
  }
}

export function buildRowView(row: BuildRow): WhitelabelBuild {
  return {
    id: row.id,
    site: row.site,
    number: row.number,
    hash: row.hash,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

function deploymentRowView(row: DeploymentRow, build: BuildRow): WhitelabelDeployment {
  return {
    id: row.id,
    site: row.site,
    build: buildRowView(build),
    kind: row.kind as WhitelabelDeployment['kind'],
    status: row.status as WhitelabelDeployment['status'],
    job: row.job,
    error: row.error,
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A site's columns that its list and its page both show, with its partner's name (joined on `partners`). */
export const SITE_WITH_PARTNER = {
  id: whitelabelSites.id,
  name: whitelabelSites.name,
  website: whitelabelSites.website,
  partner: whitelabelSites.partner,
  partnerName: partners.name,
};

/** The site's row with its partner's name; a 404 when there is none. */
export async function loadSite(db: Db, id: number) {
  const [site] = await db
    .select({ ...SITE_WITH_PARTNER, productGroup: whitelabelSites.productGroup })
    .from(whitelabelSites)
    .leftJoin(partners, eq(partners.id, whitelabelSites.partner))
    .where(eq(whitelabelSites.id, id));
  if (!site) throw notFound(`Whitelabel site ${id}`);
  return site;
}

/**
 * A site's configuration as the builder shows it; a site never configured shows defaults (its host as the
 * domain, the classic theme, English, every template) at version 0.
 *
 * @example
 * const config = await loadConfig(app.db, 3);
 */
export async function loadConfig(db: Db, id: number): Promise<WhitelabelConfig> {
  const site = await loadSite(db, id);
  const [config] = await db.select().from(whitelabelConfigs).where(eq(whitelabelConfigs.site, id));
  const logoId = imageIdOf(config?.logo);
  const logoUrl = logoId === undefined ? null : ((await imageDataUrls(db, [logoId])).get(logoId) ?? null);
  return {
    id: site.id,
    partner: site.partner,
    partnerName: site.partnerName,
    name: site.name,
    productGroup: site.productGroup,
    domain: config?.domain ?? hostOf(site.website),
    theme: config?.theme ?? 'classic',
    logo: config?.logo ?? null,
    logoUrl,
    locales: config?.locales ?? ['en'],
    templates: config?.templates ?? PHX_TEMPLATES.map((template) => template.id),
    version: config?.version ?? 0,
    updatedBy: config?.updatedBy ?? null,
    updatedAt: config?.updatedAt.toISOString() ?? null,
  };
}

/** A site's deployments, newest first, each with its build. */
export async function loadDeployments(
  db: Db,
  site: number,
  where = sql`true`,
  limit = 200,
): Promise<WhitelabelDeployment[]> {
  const rows = await db
    .select({ deployment: whitelabelDeployments, build: whitelabelBuilds })
    .from(whitelabelDeployments)
    .innerJoin(whitelabelBuilds, eq(whitelabelBuilds.id, whitelabelDeployments.build))
    .where(and(eq(whitelabelDeployments.site, site), where))
    .orderBy(desc(whitelabelDeployments.id))
    .limit(limit);
  return rows.map((row) => deploymentRowView(row.deployment, row.build));
}

/** A site's builds, newest first. */
export async function loadBuilds(db: Db, site: number): Promise<WhitelabelBuild[]> {
  const rows = await db
    .select()
    .from(whitelabelBuilds)
    .where(eq(whitelabelBuilds.site, site))
    .orderBy(desc(whitelabelBuilds.number))
    .limit(200);
  return rows.map(buildRowView);
}

/** The site's build and deploy jobs still queued or running. */
async function activeJobs(db: Db, site: number): Promise<JobView[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [WHITELABEL_BUILD, WHITELABEL_DEPLOY]),
        inArray(jobs.status, ['queued', 'running']),
        sql`(${jobs.data} ->> 'site')::int = ${site}`,
      ),
    )
    .orderBy(jobs.id);
  return rows.map(jobRowView);
}

/**
 * What is live on a site, what runs on it and its latest build: `GET /deployment/status` over the socket.
 *
 * @example
 * const status = await deploymentStatusOf(app.db, 3);
 */
export async function deploymentStatusOf(db: Db, site: number): Promise<SiteDeploymentStatus> {
  await loadSite(db, site);
  const [live] = await loadDeployments(db, site, eq(whitelabelDeployments.status, 'live'), 1);
  const [running] = await loadDeployments(db, site, eq(whitelabelDeployments.status, 'running'), 1);
  const [latest] = await db
    .select()
    .from(whitelabelBuilds)
    .where(eq(whitelabelBuilds.site, site))
    .orderBy(desc(whitelabelBuilds.number))
    .limit(1);
  return {
    site,
    live: live ?? null,
    running: running ?? null,
    latestBuild: latest ? buildRowView(latest) : null,
    jobs: await activeJobs(db, site),
  };
}
