import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  finalisePayoutBody,
  payoutBatchResponse,
  payoutJob,
  payoutPeriodParams,
  payoutPeriodsResponse,
} from '../../../../contract/finance/payoutApi';
import {
  PAYOUT_INTERVALS,
  isPayoutPeriodStart,
  payoutPeriodOf,
  recentPayoutPeriods,
} from '../../../../contract/finance/payoutPeriods';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import { PAYOUT_ROLE } from '../../../../contract/finance/payoutAccess';
import { principalOf } from '../../../http/accessControl';
import { validationError } from '../../../http/ApiError';
import { financeToday } from '../financeToday';
import { finalisePayoutBatch } from './finalisePayoutBatch';
import { payoutInvoicesOf, payoutSummaries } from './payoutBatchView';
import { definePayoutCalculation } from './definePayoutCalculation';
import { payoutSepaFile } from './payoutSepaFile';
import { sepaFileName } from '../../../../contract/finance/sepa/sepaFileName';
import { startPayoutCalculation } from './startPayoutCalculation';
import { validatePayoutBatch } from './validatePayoutBatch';

/** The period asked for, which must start a period of its interval that has ended. */
function periodOf(params: z.infer<typeof payoutPeriodParams>): PayoutPeriod {
  if (!isPayoutPeriodStart(params.interval, params.start))
    throw validationError({ start: `${params.start} does not start a ${params.interval} payout period` });
  const period = payoutPeriodOf(params.interval, params.start);
  if (period.end >= financeToday()) throw validationError({ start: 'This period has not ended yet' });
  return period;
}

const sample = { interval: 'Monthly', start: '2026-10-01' };

/**
 * The payouts calls (docs/API.md "Finance"): periods with their batches, the calculation as a job, the bank
 * data check, finalising once, and the SEPA file of a final batch.
 */
export function payoutRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const batchOf = async (period: PayoutPeriod) => {
    const [batch] = await payoutSummaries(app.db, [period]);
    return { batch: batch!, invoices: await payoutInvoicesOf(app.db, period) };
  };

  definePayoutCalculation(app);

  api.get(
    '/payouts/periods',
    {
      schema: {
        querystring: z.object({ interval: z.enum(PAYOUT_INTERVALS) }).strict(),
        response: { 200: payoutPeriodsResponse },
      },
      config: { access: PAYOUT_ROLE, sample: () => ({ query: { interval: 'Monthly' } }) },
    },
    async (request) => ({
      data: await payoutSummaries(app.db, recentPayoutPeriods(request.query.interval, financeToday(), 12)),
    }),
  );

  api.post(
    '/payouts/calculate',
    {
      schema: { body: payoutPeriodParams, response: { 200: z.object({ job: payoutJob }) } },
      config: { access: PAYOUT_ROLE, sample: () => ({ url: '/api/payouts/calculate', body: sample }) },
    },
    async (request) => {
      return { job: await startPayoutCalculation(app, periodOf(request.body), principalOf(request)) };
    },
  );

  api.get(
    '/payouts/batch',
    {
      schema: { querystring: payoutPeriodParams, response: { 200: payoutBatchResponse } },
      config: { access: PAYOUT_ROLE, sample: () => ({ query: sample }) },
    },
    async (request) => batchOf(periodOf(request.query)),
  );

  api.post(
    '/payouts/validate',
    {
      schema: { body: payoutPeriodParams, response: { 200: payoutBatchResponse } },
      config: { access: PAYOUT_ROLE, sample: () => ({ url: '/api/payouts/validate', body: sample }) },
    },
    async (request) => {
      const period = periodOf(request.body);
      await validatePayoutBatch(app, period, principalOf(request));
      return batchOf(period);
    },
  );

  api.post(
    '/payouts/create',
    {
      schema: { body: finalisePayoutBody, response: { 200: payoutBatchResponse } },
      config: { access: PAYOUT_ROLE, sample: () => ({ url: '/api/payouts/create', body: sample }) },
    },
    async (request) => {
      const { code, ...params } = request.body;
      const period = periodOf(params);
      await finalisePayoutBatch(app, period, principalOf(request), code);
      return batchOf(period);
    },
  );

  api.get(
    '/payouts/sepa',
    {
      schema: { querystring: payoutPeriodParams, response: { 200: z.string() } },
      config: { access: PAYOUT_ROLE, sample: () => ({ query: sample }) },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const xml = await payoutSepaFile(app, period, principalOf(request));
      void reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${sepaFileName(period)}"`);
      return xml;
    },
  );
}
