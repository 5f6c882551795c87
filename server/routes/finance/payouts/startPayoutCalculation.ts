import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PayoutJob } from '../../../../contract/finance/payoutApi';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import type { Principal } from '../../../auth/Principal';
import { payoutBatches } from '../../../db/schema/payouts';
import { ApiError } from '../../../http/ApiError';
import { PAYOUT_CALCULATION } from '../../../../contract/jobs/jobKinds';
import { payoutCalculationKey } from './payoutCalculationKey';
import { payoutJobOf } from '../../../../contract/finance/payoutJobOf';

/** A final batch is never calculated again. */
export async function refuseFinal(app: FastifyInstance, period: PayoutPeriod): Promise<void> {
  const [batch] = await app.db
    .select({ status: payoutBatches.status, finalisedAt: payoutBatches.finalisedAt })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)));
  if (batch?.status === 'final')
    throw new ApiError(
      409,
      'CONFLICT',
      `The ${period.interval} payout of ${period.start} was finalised on ${batch.finalisedAt?.toISOString().slice(0, 10)}; it cannot be calculated again.`,
    );
}

/**
 * Starts calculating a period's payout as a job, answering it at once: its progress is stored (a reloaded page
 * finds it) and sent over the socket as `job-progress`. One job per period at a time: asking again while one
 * runs answers that job.
 */
export async function startPayoutCalculation(
  app: FastifyInstance,
  period: PayoutPeriod,
  actor: Principal,
): Promise<PayoutJob> {
  await refuseFinal(app, period);
  const job = await app.jobs.add(
    PAYOUT_CALCULATION,
    { interval: period.interval, start: period.start },
    actor.account,
    { key: payoutCalculationKey(period) },
  );
  return payoutJobOf(job);
}
