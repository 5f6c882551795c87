import type { JobStatus, JobView } from '../../contract/jobs/jobApi';
import type { JobHandler } from './JobHandler';

/** Who started a job: its progress goes to their sockets. */
export interface JobStarter {
  id: number;
  username: string;
}

export interface JobFilter {
  kinds?: readonly string[];
  status?: JobStatus;
  startedBy?: string;
  limit?: number;
}

/**
 * Long work off the request: `add` answers at once with the queued job, a worker runs the kind's handler, and
 * its state (progress, result, error) lives in the `jobs` table, so any instance and a reloaded page read it.
 * Each state change is sent as the `job-progress` server event. Two back ends: BullMQ when REDIS_URL is set,
 * in-process otherwise (server/jobs/installJobs.ts).
 *
 * @example
 * app.jobs.define('payout-calculation', { run: (job) => calculate(job.data) });
 * const job = await app.jobs.add('payout-calculation', period, principal.account, { key: period.start });
 */
export interface JobQueue {
  define<Data, Result>(kind: string, handler: JobHandler<Data, Result>): void;
  /** Queues a job; with a `key`, while a job of that kind and key is queued or running, that job is answered. */
  add(kind: string, data: unknown, starter: JobStarter, options?: { key?: string }): Promise<JobView>;
  /** Cancels a queued or running job (a running one stops at its next progress or step); null if unknown. */
  cancel(id: number, by: string): Promise<JobView | null>;
  /**
   * Runs a failed job again: it is queued with its steps' stored answers (finished steps are not redone) and its
   * count of attempts; null if unknown, the job unchanged if it had not failed. Throws JobConflict while another
   * job of its kind and key is queued or running.
   */
  retry(id: number, by: string): Promise<JobView | null>;
  get(id: number): Promise<JobView | null>;
  list(filter: JobFilter): Promise<JobView[]>;
  /** Starts the workers (once every kind is defined). */
  start(): Promise<void>;
  close(): Promise<void>;
}
