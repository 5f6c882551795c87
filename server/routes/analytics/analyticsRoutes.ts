import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aggregateAnswer } from '../../../contract/analytics/aggregateAnswer';
import { aggregateRequest } from '../../../contract/analytics/aggregateRequest';
import { analyticsReport } from '../../../contract/analytics/analyticsReport';
import { analyticsRequest } from '../../../contract/analytics/analyticsRequest';
import { distinctAnswer } from '../../../contract/analytics/distinctAnswer';
import { distinctQuery } from '../../../contract/analytics/distinctQuery';
import { findQuery } from '../../../contract/analytics/findQuery';
import { foundVisits } from '../../../contract/analytics/foundVisits';
import { reportQuery } from '../../../contract/analytics/reportQuery';
import { analyticsCacheKey } from '../../cache/analyticsCacheKey';
import { principalOf } from '../../http/accessControl';
import { ANALYTICS_ACCESS } from './analyticsAccess';
import { analyticsConfigRoutes } from './analyticsConfigRoutes';
import { findVisits } from './findVisits';
import { runAggregate } from './runAggregate';
import { runDistinct } from './runDistinct';
import { runReport } from './runReport';

const PERIOD = { from: '2026-10-01', to: '2026-10-31' };

/** The analytics calls of docs/API.md#analytics, all over the traffic rollups and the visits, and the saved configurations. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(analyticsConfigRoutes);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/analytics/report',
    {
      schema: { body: analyticsRequest, response: { 200: analyticsReport } },
      config: {
        access: ANALYTICS_ACCESS,
        sample: () => ({ body: { report: 'signups', ...PERIOD, grouping: 'week', compare: true } }),
      },
    },
    async (request) => {
      const { roles } = principalOf(request);
      return app.cache.wrap(
        analyticsCacheKey('report', request.body, roles),
        app.config.cacheTtlSeconds,
        () => runReport(app.db, request.body, roles),
      );
    },
  );

  typed.get(
    '/analytics/query',
    {
      schema: { querystring: reportQuery, response: { 200: analyticsReport } },
      config: {
        access: ANALYTICS_ACCESS,
        sample: () => ({ query: { report: 'revenue', ...PERIOD, fields: 'revenue,tips', compare: 'true' } }),
      },
    },
    async (request) => {
      const { roles } = principalOf(request);
      return app.cache.wrap(
        analyticsCacheKey('report', request.query, roles),
        app.config.cacheTtlSeconds,
        () => runReport(app.db, request.query, roles),
      );
    },
  );

  typed.post(
    '/analytics/aggregate',
    {
      schema: { body: aggregateRequest, response: { 200: aggregateAnswer } },
      config: {
        access: ANALYTICS_ACCESS,
        sample: () => ({ body: { report: 'affiliate-stats', by: 'partner', ...PERIOD } }),
      },
    },
    async (request) => {
      const { roles } = principalOf(request);
      return app.cache.wrap(
        analyticsCacheKey('aggregate', request.body, roles),
        app.config.cacheTtlSeconds,
        () => runAggregate(app.db, request.body, roles),
      );
    },
  );

  typed.get(
    '/analytics/distinct',
    {
      schema: { querystring: distinctQuery, response: { 200: distinctAnswer } },
      config: { access: ANALYTICS_ACCESS, sample: () => ({ query: { dimension: 'country', ...PERIOD } }) },
    },
    async (request) => runDistinct(app.db, request.query),
  );

  typed.get(
    '/analytics/find',
    {
      schema: { querystring: findQuery, response: { 200: foundVisits } },
      config: {
        access: ANALYTICS_ACCESS,
        sample: () => ({ query: { ...PERIOD, country: 'NL', limit: '10' } }),
      },
    },
    async (request) => findVisits(app.db, request.query),
  );
}
