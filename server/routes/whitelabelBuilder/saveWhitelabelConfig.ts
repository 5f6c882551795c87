import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  WhitelabelConfig,
  whitelabelConfigFields,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import { partners, whitelabelSites } from '../../db/schema/platform';
import { whitelabelConfigs } from '../../db/schema/whitelabelBuilder';
import { ApiError, conflict, validationError } from '../../http/ApiError';
import { uniqueViolation } from '../../http/uniqueViolation';
import { storeImage } from '../../resources/imageStore';
import { writeAudit } from '../../trail/writeAudit';
import { loadConfig } from './whitelabelViews';

type ConfigFields = z.output<z.ZodObject<typeof whitelabelConfigFields>>;

/** What the audit keeps of a configuration: everything but the logo's picture and the bookkeeping. */
function audited(config: WhitelabelConfig): Record<string, unknown> {
  const { logoUrl: _logoUrl, version: _version, updatedAt: _at, updatedBy: _by, ...rest } = config;
  return rest;
}

/** A domain another site is configured with is refused, naming that site. */
async function refuseTakenDomain(tx: Db, domain: string, site: number | null): Promise<void> {
  const [taken] = await tx
    .select({ name: whitelabelSites.name })
    .from(whitelabelConfigs)
    .innerJoin(whitelabelSites, eq(whitelabelSites.id, whitelabelConfigs.site))
    .where(
      and(
        sql`lower(${whitelabelConfigs.domain}) = ${domain.toLowerCase()}`,
        site === null ? sql`true` : ne(whitelabelConfigs.site, site),
      ),
    );
  if (taken)
    throw new ApiError(409, 'CONFLICT', `domain: ${domain} is the domain of ${taken.name} already`, {
      fields: { domain: `${domain} is the domain of ${taken.name} already` },
    });
}

/** The logo to store: the one kept, none, or a new upload checked against the image limits. */
async function logoOf(tx: Db, wanted: string | null, stored: string | null): Promise<string | null> {
  if (wanted === null || wanted === stored) return wanted;
  return storeImage(tx, 'logo', 'Logo', wanted);
}

async function writeConfig(
  tx: Db,
  site: number,
  fields: ConfigFields,
  actor: Principal,
  before: WhitelabelConfig,
) {
  const logo = await logoOf(tx, fields.logo, before.logo);
  await tx
    .update(whitelabelSites)
    .set({ name: fields.name, productGroup: fields.productGroup, website: `https://${fields.domain}` })
    .where(eq(whitelabelSites.id, site));
  const values = {
    domain: fields.domain,
    theme: fields.theme,
    logo,
    locales: [...new Set(fields.locales)],
    templates: [...new Set(fields.templates)],
    updatedBy: actor.account.username,
    updatedAt: new Date(),
  };
  await tx
    .insert(whitelabelConfigs)
    .values({ site, ...values, version: before.version + 1 })
    .onConflictDoUpdate({
      target: whitelabelConfigs.site,
      set: { ...values, version: sql`${whitelabelConfigs.version} + 1` },
    });
}

/** Runs a write, turning a unique index's refusal (two saves racing for one domain) into a 409 naming it. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * Saves a site's whole configuration read at `version` (a stale one is a 409 with the stored configuration),
 * keeping the site's name, product group and address equal to it; audited with before and after.
 *
 * @example
 * const saved = await saveWhitelabelConfig(app, principal, 3, { version: 2, ...fields });
 */
export async function saveWhitelabelConfig(
  app: FastifyInstance,
  principal: Principal,
  site: number,
  input: ConfigFields & { version: number },
): Promise<WhitelabelConfig> {
  const { version, ...fields } = input;
  await guarded(() =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${whitelabelSites} where id = ${site} for update`);
      const before = await loadConfig(tx, site);
      if (before.version !== version) throw conflict(before);
      await refuseTakenDomain(tx, fields.domain, site);
      await writeConfig(tx, site, fields, principal, before);
      await writeAudit(tx, {
        actor: principal.account,
        action: 'whitelabel.update',
        target: `whitelabel:${site}`,
        before: audited(before),
        after: audited(await loadConfig(tx, site)),
        ...(principal.save ? { save: principal.save } : {}),
      });
    }),
  );
  return loadConfig(app.db, site);
}

/**
 * Creates a site of a partner with its configuration; audited.
 *
 * @example
 * const created = await createWhitelabelSite(app, principal, { partner: 4, ...fields });
 */
export async function createWhitelabelSite(
  app: FastifyInstance,
  principal: Principal,
  input: ConfigFields & { partner: number },
): Promise<WhitelabelConfig> {
  const { partner, ...fields } = input;
  const id = await guarded(() =>
    app.db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partner));
      if (!owner) throw validationError({ partner: `Partner ${partner} does not exist` });
      await refuseTakenDomain(tx, fields.domain, null);
      const [row] = await tx
        .insert(whitelabelSites)
        .values({
          name: fields.name,
          website: `https://${fields.domain}`,
          partner,
          productGroup: fields.productGroup,
        })
        .returning({ id: whitelabelSites.id });
      const before = await loadConfig(tx, row!.id);
      await writeConfig(tx, row!.id, fields, principal, before);
      await writeAudit(tx, {
        actor: principal.account,
        action: 'whitelabel.create',
        target: `whitelabel:${row!.id}`,
        after: audited(await loadConfig(tx, row!.id)),
        ...(principal.save ? { save: principal.save } : {}),
      });
      return row!.id;
    }),
  );
  return loadConfig(app.db, id);
}
