import { asc, eq } from 'drizzle-orm';
import {
  PHX_TEMPLATES,
  WHITELABEL_LOCALES,
  WHITELABEL_THEMES,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { hashOf } from '../../routes/whitelabelBuilder/whitelabelBuildJob';
import type { Db } from '../Db';
import { whitelabelSites } from '../schema/platform';
import { accounts } from '../schema/staff';
import { whitelabelBuilds, whitelabelConfigs, whitelabelDeployments } from '../schema/whitelabelBuilder';

/** Sites configured in the builder; the rest of the seeded sites are still to be configured. */
const CONFIGURED = 8;
const HOUR = 3_600_000;

/**
 * Seeds the whitelabel builder: the first eight sites configured, each with builds and a deployment history (live,
 * superseded, failed, cancelled, rollbacks); the first site with enough deployments to fill pages. The others
 * stay unconfigured.
 *
 * @example
 * await seedWhitelabelBuilder(tx, new Date('2026-11-01'));
 */
export async function seedWhitelabelBuilder(db: Db, now: Date): Promise<void> {
  const [admin] = await db.select().from(accounts).where(eq(accounts.username, 'admin'));
  const by = { startedById: admin?.id ?? 1, startedBy: admin?.username ?? 'admin' };
  const sites = await db.select().from(whitelabelSites).orderBy(asc(whitelabelSites.id)).limit(CONFIGURED);
  for (const [index, site] of sites.entries()) {
    const domain = new URL(site.website).hostname;
    const config = {
      site: site.id,
      domain,
      theme: WHITELABEL_THEMES[index % WHITELABEL_THEMES.length]!.id,
      logo: null,
      locales: WHITELABEL_LOCALES.filter((_, position) => position === 0 || (position + index) % 3 === 0).map(
        (locale) => locale.id,
      ),
      templates: PHX_TEMPLATES.filter((_, position) => position < 4 + (index % 4)).map(
        (template) => template.id,
      ),
      version: 1 + (index % 3),
      updatedBy: by.startedBy,
      updatedAt: new Date(now.getTime() - (30 + index) * 24 * HOUR),
    };
    await db.insert(whitelabelConfigs).values(config);
    const count = index === 0 ? 14 : 2 + (index % 4);
    const builds = await db
      .insert(whitelabelBuilds)
      .values(
        Array.from({ length: count }, (_, position) => {
          const manifest = {
            site: site.id,
            name: site.name,
            domain,
            theme: config.theme,
            logo: null,
            locales: config.locales,
            productGroup: site.productGroup,
            templates: config.templates,
            configVersion: position + 1,
          };
          return {
            site: site.id,
            number: position + 1,
            manifest,
            hash: hashOf(manifest),
            createdBy: by.startedBy,
            createdAt: new Date(now.getTime() - (count - position) * 48 * HOUR - (index + 1) * HOUR),
          };
        }),
      )
      .returning();
    // Each build deployed in turn; every fifth attempt failed (and the sixth was cancelled), and the last but one
    // site went back to its previous build.
    const rows = builds.map((build, position) => {
      const status =
        position === builds.length - 1
          ? 'live'
          : position % 5 === 3
            ? 'failed'
            : position % 6 === 5
              ? 'cancelled'
              : 'superseded';
      const startedAt = new Date(build.createdAt.getTime() + HOUR);
      return {
        site: site.id,
        build: build.id,
        kind: 'deploy',
        status,
        error:
          status === 'failed'
            ? 'The CDN did not answer in time'
            : status === 'cancelled'
              ? `Cancelled by ${by.startedBy}`
              : null,
        ...by,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + 90_000),
      };
    });
    if (index === 1 && builds.length > 1) {
      const last = rows[rows.length - 1]!;
      last.status = 'superseded';
      const previous = builds[builds.length - 2]!;
      const startedAt = new Date(last.startedAt.getTime() + 6 * HOUR);
      rows.push({
        ...last,
        build: previous.id,
        kind: 'rollback',
        status: 'live',
        error: null,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + 60_000),
      });
    }
    await db.insert(whitelabelDeployments).values(rows);
  }
}
