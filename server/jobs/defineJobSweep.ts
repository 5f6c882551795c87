import { and, inArray, lt, sql } from 'drizzle-orm';
import { JOB_SWEEP } from '../../contract/jobs/jobKinds';
import { jobs } from '../db/schema/jobs';
import { writeSysLog } from '../trail/writeSysLog';
import type { JobQueue } from './JobQueue';

/** How long an ended job is kept: its result and error stay readable for a month of on-call questions. */
export const JOB_RETENTION_DAYS = 30;
/** Every day at 03:00 UTC. */
const PATTERN = '0 3 * * *';

/**
 * The job layer's own repeatable job: it deletes the jobs that ended more than JOB_RETENTION_DAYS ago and says
 * in the sys log how many, in the same transaction.
 *
 * @example
 * defineJobSweep(app.jobs);
 */
export function defineJobSweep(queue: JobQueue): void {
  queue.define<unknown, { removed: number; days: number }>(JOB_SWEEP, {
    run: async (job) => {
      const removed = await job.step('sweep', async (tx) => {
        const rows = await tx
          .delete(jobs)
          .where(
            and(
              inArray(jobs.status, ['done', 'failed', 'cancelled']),
              lt(jobs.finishedAt, sql`now() - make_interval(days => ${JOB_RETENTION_DAYS})`),
            ),
          )
          .returning({ id: jobs.id });
        await writeSysLog(tx, {
          level: 'info',
          source: 'jobs',
          message: `Job sweep removed ${rows.length} job(s) that ended more than ${JOB_RETENTION_DAYS} days ago`,
          meta: { job: job.id, removed: rows.length, days: JOB_RETENTION_DAYS },
        });
        return rows.length;
      });
      await job.progress(1, 1);
      return { removed, days: JOB_RETENTION_DAYS };
    },
  });
  queue.every(JOB_SWEEP, PATTERN);
}
