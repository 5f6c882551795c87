import type { JobView } from '../jobs/jobApi';
import { payoutJob, type PayoutJob } from './payoutApi';

/** A payout-calculation job as the payouts page shows it, with its period (parsed: bad data fails loudly). */
export function payoutJobOf(job: JobView): PayoutJob {
  const { interval, start } = job.data as { interval: unknown; start: unknown };
  return payoutJob.parse({
    id: job.id,
    interval,
    start,
    status: job.status,
    done: job.done,
    total: job.total,
    error: job.error,
  });
}
