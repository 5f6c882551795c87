import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsReport } from '../../../contract/analytics/analyticsReport';
import { analyticsRequest } from '../../../contract/analytics/analyticsRequest';
import { principalOf } from '../../http/accessControl';
import { ANALYTICS_ACCESS } from './analyticsAccess';
import { runReport } from './runReport';

/** The analytics calls of docs/API.md#analytics, all over the traffic rollups. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/analytics/report',
    {
      schema: { body: analyticsRequest, response: { 200: analyticsReport } },
      config: {
        access: ANALYTICS_ACCESS,
        sample: () => ({
          body: { report: 'signups', from: '2026-10-01', to: '2026-10-31', grouping: 'week', compare: true },
        }),
      },
    },
    async (request) => runReport(app.db, request.body, principalOf(request).roles),
  );
}
