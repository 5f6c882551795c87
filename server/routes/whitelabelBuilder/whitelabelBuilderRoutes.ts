import type { FastifyInstance } from 'fastify';
import { whitelabelBuildRoutes } from './whitelabelBuildRoutes';
import { defineWhitelabelBuild } from './whitelabelBuildJob';
import { defineWhitelabelDeploy } from './whitelabelDeployJob';
import { whitelabelSiteRoutes } from './whitelabelSiteRoutes';

/**
 * The whitelabel builder (docs/API.md "Whitelabel builder"): a partner's sites and their configuration, locales
 * and templates; builds and deployments as jobs, the deployment history and rollback. A site's live status is
 * the socket's `GET /deployment/status` with `{ site }`.
 */
export async function whitelabelBuilderRoutes(app: FastifyInstance): Promise<void> {
  defineWhitelabelBuild(app);
  defineWhitelabelDeploy(app);
  await whitelabelSiteRoutes(app);
  await whitelabelBuildRoutes(app);
}
