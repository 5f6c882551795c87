import type { JobView } from '../../../contract/jobs/jobApi';
import type { QueueJobsPage, QueueState } from '../../../contract/jobs/queueMonitorApi';

/** A job's monitor state from its reported status: queued but not yet due is delayed. */
function stateOf(job: JobView, runAt: string | null, now: number): QueueState {
  return job.status === 'queued' && runAt !== null && Date.parse(runAt) > now ? 'delayed' : job.status;
}

/**
 * The page with a job's reported state in its row (status, progress, error, times); a job not on the page
 * leaves it as it is (the next read brings it). Attempts count up when a run starts.
 */
export function withJobUpdate(
  page: QueueJobsPage | undefined,
  job: JobView,
  now = Date.now(),
): QueueJobsPage | undefined {
  if (!page?.data.some((row) => row.id === job.id)) return page;
  return {
    ...page,
    data: page.data.map((row) => {
      if (row.id !== job.id) return row;
      const started = job.status === 'running' && row.state !== 'running';
      return {
        ...row,
        ...job,
        state: stateOf(job, row.runAt, now),
        attempts: started ? row.attempts + 1 : row.attempts,
      };
    }),
  };
}
