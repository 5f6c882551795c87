import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configResponse,
  localesResponse,
  siteListResponse,
  whitelabelConfigFields,
  whitelabelCreateBody,
  whitelabelUpdateBody,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { WHITELABEL_CONF_ROLE, WHITELABEL_VIEW_ROLE } from '../../../contract/whitelabels/whitelabelAccess';
import { partners, whitelabelSites } from '../../db/schema/platform';
import {
  whitelabelBuilds,
  whitelabelConfigs,
  whitelabelDeployments,
} from '../../db/schema/whitelabelBuilder';
import { principalOf } from '../../http/accessControl';
import { validationError } from '../../http/ApiError';
import { fieldsOf } from '../../http/zodValidatorCompiler';
import { idParams } from '../../http/idParams';
import { intParam } from '../../http/queryParams';
import { createWhitelabelSite, saveWhitelabelConfig } from './saveWhitelabelConfig';
import { hostOf, loadConfig, SITE_WITH_PARTNER } from './whitelabelViews';

const sitesQuery = z.object({ partner: intParam().optional() }).strict();
const localesBody = z.object({ locales: whitelabelConfigFields.locales }).strict();

const sampleConfig = {
  name: 'Sample Cams',
  domain: 'www.sample-cams.example',
  theme: 'classic',
  // A string, as a stored logo's reference is: the bad-input properties then try other kinds in its place.
  logo: 'image:1',
  locales: ['en'],
  productGroup: 'wl-sample-cams',
  templates: ['phx/home'],
};

/**
 * The whitelabel builder's sites (docs/API.md "Whitelabel builder"): a partner's sites, their configuration and
 * locales.
 *
 * @example
 * await whitelabelSiteRoutes(app);
 */
export async function whitelabelSiteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/whitelabel-builder/sites',
    {
      schema: { querystring: sitesQuery, response: { 200: siteListResponse } },
      config: { access: WHITELABEL_VIEW_ROLE },
    },
    async (request) => {
      const { partner } = request.query;
      const rows = await app.db
        .select({ ...SITE_WITH_PARTNER, domain: whitelabelConfigs.domain })
        .from(whitelabelSites)
        .leftJoin(partners, eq(partners.id, whitelabelSites.partner))
        .leftJoin(whitelabelConfigs, eq(whitelabelConfigs.site, whitelabelSites.id))
        .where(partner === undefined ? undefined : eq(whitelabelSites.partner, partner))
        .orderBy(asc(whitelabelSites.name))
        .limit(500);
      const live = await app.db
        .select({ site: whitelabelDeployments.site, number: whitelabelBuilds.number })
        .from(whitelabelDeployments)
        .innerJoin(whitelabelBuilds, eq(whitelabelBuilds.id, whitelabelDeployments.build))
        .where(eq(whitelabelDeployments.status, 'live'));
      const liveBuild = new Map(live.map((row) => [row.site, row.number]));
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          domain: row.domain ?? hostOf(row.website),
          partner: row.partner,
          partnerName: row.partnerName,
          configured: row.domain !== null,
          liveBuild: liveBuild.get(row.id) ?? null,
        })),
      };
    },
  );

  api.post(
    '/whitelabel-builder/sites',
    {
      schema: { body: whitelabelCreateBody, response: { 200: configResponse } },
      config: {
        access: WHITELABEL_CONF_ROLE,
        sample: () => ({ url: '/api/whitelabel-builder/sites', body: { partner: 1, ...sampleConfig } }),
      },
    },
    async (request) => ({ data: await createWhitelabelSite(app, principalOf(request), request.body) }),
  );

  api.get(
    '/whitelabel-builder/site/:id',
    {
      schema: { params: idParams, response: { 200: configResponse } },
      config: { access: WHITELABEL_VIEW_ROLE },
    },
    async (request) => ({ data: await loadConfig(app.db, request.params.id) }),
  );

  api.put(
    '/whitelabel-builder/site/:id',
    {
      schema: { params: idParams, body: whitelabelUpdateBody, response: { 200: configResponse } },
      config: {
        access: WHITELABEL_CONF_ROLE,
        sample: () => ({
          url: '/api/whitelabel-builder/site/1',
          body: { version: 999_999, ...sampleConfig },
        }),
      },
    },
    async (request) => ({
      data: await saveWhitelabelConfig(app, principalOf(request), request.params.id, request.body),
    }),
  );

  api.get(
    '/whitelabel/locales/:id',
    {
      schema: { params: idParams, response: { 200: localesResponse } },
      config: { access: WHITELABEL_VIEW_ROLE },
    },
    async (request) => {
      const config = await loadConfig(app.db, request.params.id);
      return { id: config.id, locales: config.locales };
    },
  );

  api.put(
    '/whitelabel/locales/:id',
    {
      schema: { params: idParams, body: localesBody, response: { 200: localesResponse } },
      config: {
        access: WHITELABEL_CONF_ROLE,
        sample: () => ({ url: '/api/whitelabel/locales/1', body: { locales: ['en', 'nl'] } }),
      },
    },
    async (request) => {
      const current = await loadConfig(app.db, request.params.id);
      const fields = z
        .object(whitelabelConfigFields)
        .safeParse({ ...current, locales: request.body.locales });
      if (!fields.success) throw validationError(fieldsOf(fields.error, 'body'));
      const saved = await saveWhitelabelConfig(app, principalOf(request), current.id, {
        ...fields.data,
        version: current.version,
      });
      return { id: saved.id, locales: saved.locales };
    },
  );
}
