import type { JobView } from '../../contract/jobs/jobApi';
import type { ServerEvents } from '../events';
import type { JobQueue } from './JobQueue';

const ENDED = new Set(['done', 'failed', 'cancelled']);

/**
 * The job once it has ended (done, failed or cancelled), from its `job-progress` events or its stored state.
 * Events are local, so the worker must run in this process (tests, the in-process back end).
 *
 * @example
 * const ended = await waitForJob(app.events, app.jobs, job.id);
 */
export function waitForJob(events: ServerEvents, queue: JobQueue, id: number): Promise<JobView> {
  return new Promise((resolve, reject) => {
    const settle = (job: JobView) => {
      events.off('job-progress', listener);
      resolve(job);
    };
    const listener = (job: JobView) => {
      if (job.id === id && ENDED.has(job.status)) settle(job);
    };
    events.on('job-progress', listener);
    queue.get(id).then((job) => {
      if (!job) reject(new Error(`No job ${id}`));
      else if (ENDED.has(job.status)) settle(job);
    }, reject);
  });
}
