import { payoutJob, type PayoutJob } from '../../../../contract/finance/payoutApi';
import type { payoutJobs } from '../../../db/schema/payouts';

/** A job row as the API and the socket show it (parsed, so a stored value out of its set fails loudly). */
export function payoutJobView(row: typeof payoutJobs.$inferSelect): PayoutJob {
  return payoutJob.parse({
    id: row.id,
    interval: row.interval,
    start: row.periodStart,
    status: row.status,
    done: row.done,
    total: row.total,
    error: row.error,
  });
}
