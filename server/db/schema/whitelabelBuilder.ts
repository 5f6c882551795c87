import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { whitelabelSites } from './platform';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The whitelabel builder's configuration of a site (/partner/{id}/whitelabel/{name}): one row per site, beside
 * its `whitelabel_sites` row (whose name and product group the builder keeps equal to these). A site without a
 * row has not been configured yet; the builder answers defaults for it.
 */
export const whitelabelConfigs = pgTable(
  'whitelabel_configs',
  {
    site: integer('site_id')
      .primaryKey()
      .references(() => whitelabelSites.id),
    domain: text('domain').notNull(),
    theme: text('theme').notNull(),
    /** A stored image (`image:12`), or none. */
    logo: text('logo'),
    locales: text('locales').array().notNull(),
    templates: text('templates').array().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whitelabel_configs_domain_idx').on(sql`lower(${t.domain})`)],
);

/**
 * A built artefact of a site: the manifest of the configuration it was built from and its hash, numbered per
 * site (build 1, 2, …). Only finished builds are recorded; deployments point at them.
 */
export const whitelabelBuilds = pgTable(
  'whitelabel_builds',
  {
    id: serial('id').primaryKey(),
    site: integer('site_id')
      .notNull()
      .references(() => whitelabelSites.id),
    number: integer('number').notNull(),
    manifest: jsonb('manifest').$type<Record<string, unknown>>().notNull(),
    hash: text('hash').notNull(),
    job: integer('job_id'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whitelabel_builds_site_number_idx').on(t.site, t.number)],
);

/**
 * Each deployment of a build to its site: `running` while its job runs, then `live` (at most one per site),
 * `superseded` once a later one went live, `failed` or `cancelled`. A rollback is a deployment of an older build.
 * The partial unique index is what keeps two deployments of one site from running at once, on every instance.
 */
export const whitelabelDeployments = pgTable(
  'whitelabel_deployments',
  {
    id: serial('id').primaryKey(),
    site: integer('site_id')
      .notNull()
      .references(() => whitelabelSites.id),
    build: integer('build_id')
      .notNull()
      .references(() => whitelabelBuilds.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('running'),
    job: integer('job_id'),
    error: text('error'),
    startedById: integer('started_by_id').notNull(),
    startedBy: text('started_by').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('whitelabel_deployments_site_idx').on(t.site, t.id),
    uniqueIndex('whitelabel_deployments_one_running_idx')
      .on(t.site)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('whitelabel_deployments_one_live_idx')
      .on(t.site)
      .where(sql`${t.status} = 'live'`),
  ],
);
