import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEPLOYMENT_KINDS,
  DEPLOYMENTS_PAGE,
  deploymentListResponse,
} from '../../../contract/tech/deploymentsApi';
import { WHITELABEL_BUILD, WHITELABEL_DEPLOY } from '../../../contract/whitelabels/whitelabelAccess';
import { intParam } from '../../http/queryParams';
import { deploymentsPage } from './deploymentsPage';
import { recordPlatformStart } from './recordPlatformStart';

const listQuery = z
  .object({
    kind: z.enum(DEPLOYMENT_KINDS).optional(),
    page: intParam(1).default(1),
    perPage: intParam(1, 100).default(DEPLOYMENTS_PAGE),
  })
  .strict();

/**
 * Deployments (docs/API.md "Deployments"): the platform's own deployments and the whitelabel builds and
 * deployments, newest first, paged, for any signed-in staff (nothing personal in them). A running whitelabel one
 * moves with the socket's `deployment-update`; what this instance runs is the socket's GET /deployment/status.
 */
export async function deploymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/deployments',
    {
      schema: { querystring: listQuery, response: { 200: deploymentListResponse } },
      config: { access: 'signed-in', sample: () => ({ query: { kind: 'platform' } }) },
    },
    async (request) => deploymentsPage(app.db, request.query),
  );

  // Job reports reach only those who may see the kind; that a build or deployment moved is for every page.
  const follow = (job: { id: number; kind: string; status: string }) => {
    if (job.kind === WHITELABEL_BUILD || job.kind === WHITELABEL_DEPLOY)
      app.events.emit('deployment-update', { kind: job.kind, job: job.id, status: job.status });
  };
  app.events.on('job-progress', follow);
  app.addHook('onClose', async () => {
    app.events.off('job-progress', follow);
  });

  app.addHook('onReady', async () => {
    await recordPlatformStart(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'recording this start as a platform deployment failed'),
    );
  });
}
