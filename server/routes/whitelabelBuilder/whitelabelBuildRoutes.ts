import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobResponse } from '../../../contract/jobs/jobApi';
import {
  buildListResponse,
  deploymentListResponse,
  deploymentStartResponse,
  PHX_TEMPLATES,
  templatesResponse,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import {
  WHITELABEL_BUILD,
  WHITELABEL_DEPLOY_ROLE,
  WHITELABEL_VIEW_ROLE,
} from '../../../contract/whitelabels/whitelabelAccess';
import { whitelabelDeployments } from '../../db/schema/whitelabelBuilder';
import { principalOf } from '../../http/accessControl';
import { ApiError } from '../../http/ApiError';
import { intField, intParam } from '../../http/queryParams';
import { startDeployment } from './whitelabelDeployJob';
import { loadBuilds, loadDeployments, loadSite } from './whitelabelViews';

const siteQuery = z.object({ site: intParam() }).strict();
const siteBody = z.object({ site: intField() }).strict();
const deployBody = z.object({ site: intField(), build: intField().optional() }).strict();
const rollbackBody = z.object({ site: intField(), build: intField() }).strict();

/**
 * The whitelabel builder's templates, builds and deployments (docs/API.md "Whitelabel builder"): builds and
 * deployments as jobs, the deployment history and rollback.
 *
 * @example
 * await whitelabelBuildRoutes(app);
 */
export async function whitelabelBuildRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/phx/templates',
    {
      schema: { response: { 200: templatesResponse } },
      config: { access: WHITELABEL_VIEW_ROLE },
    },
    async () => ({ data: PHX_TEMPLATES.map(({ id, name }) => ({ id, name })) }),
  );

  api.post(
    '/phx/build',
    {
      schema: { body: siteBody, response: { 200: jobResponse } },
      config: {
        access: WHITELABEL_DEPLOY_ROLE,
        sample: () => ({ url: '/api/phx/build', body: { site: 1 } }),
      },
    },
    async (request) => {
      const site = await loadSite(app.db, request.body.site);
      // One build of a site at a time: asking again while one runs answers that one.
      const job = await app.jobs.add(WHITELABEL_BUILD, { site: site.id }, principalOf(request).account, {
        key: `site:${site.id}`,
      });
      return { job };
    },
  );

  api.get(
    '/phx/builds',
    {
      schema: { querystring: siteQuery, response: { 200: buildListResponse } },
      config: { access: WHITELABEL_VIEW_ROLE, sample: () => ({ query: { site: '1' } }) },
    },
    async (request) => {
      await loadSite(app.db, request.query.site);
      return { data: await loadBuilds(app.db, request.query.site) };
    },
  );

  api.post(
    '/phx/deploy',
    {
      schema: { body: deployBody, response: { 200: deploymentStartResponse } },
      config: {
        access: WHITELABEL_DEPLOY_ROLE,
        sample: () => ({ url: '/api/phx/deploy', body: { site: 1 } }),
      },
    },
    async (request) => startDeployment(app, principalOf(request), { ...request.body, kind: 'deploy' }),
  );

  api.post(
    '/deployment/rollback',
    {
      schema: { body: rollbackBody, response: { 200: deploymentStartResponse } },
      config: {
        access: WHITELABEL_DEPLOY_ROLE,
        sample: () => ({ url: '/api/deployment/rollback', body: { site: 1, build: 1 } }),
      },
    },
    async (request) => {
      const { site, build } = request.body;
      const [live] = await loadDeployments(app.db, site, eq(whitelabelDeployments.status, 'live'), 1);
      if (live?.build.id === build)
        throw new ApiError(
          409,
          'CONFLICT',
          `Build ${live.build.number} is live already; roll back to another one.`,
        );
      return startDeployment(app, principalOf(request), { site, build, kind: 'rollback' });
    },
  );

  api.get(
    '/deployment/history',
    {
      schema: { querystring: siteQuery, response: { 200: deploymentListResponse } },
      config: { access: WHITELABEL_VIEW_ROLE, sample: () => ({ query: { site: '1' } }) },
    },
    async (request) => {
      await loadSite(app.db, request.query.site);
      return { data: await loadDeployments(app.db, request.query.site) };
    },
  );
}
