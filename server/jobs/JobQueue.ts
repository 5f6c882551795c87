import type { JobStatus, JobView } from '../../contract/jobs/jobApi';
import type { QueueJobView, QueueState } from '../../contract/jobs/queueMonitorApi';
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

/** A repeatable job as the layer runs it: its pattern, its next run (a delayed job) and its last ended run. */
export interface JobSchedule {
  kind: string;
  pattern: string;
  next: QueueJobView | null;
  last: JobView | null;
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
  /** Which back end runs the jobs. */
  readonly backEnd: 'bullmq' | 'in-process';
  define<Data, Result>(kind: string, handler: JobHandler<Data, Result>): void;
  /**
   * Queues a job; with a `key`, while a job of that kind and key is queued or running, that job is answered.
   * With `runAt` in the future it is delayed until then.
   */
  add(
    kind: string,
    data: unknown,
    starter: JobStarter,
    options?: { key?: string; runAt?: Date },
  ): Promise<JobView>;
  /** Cancels a queued or running job (a running one stops at its next progress or step); null if unknown. */
  cancel(id: number, by: string): Promise<JobView | null>;
  /**
   * Runs a failed job again: it is queued with its steps' stored answers (finished steps are not redone) and its
   * count of attempts; null if unknown, the job unchanged if it had not failed. Throws JobConflict while another
   * job of its kind and key is queued or running.
   */
  retry(id: number, by: string): Promise<JobView | null>;
  /** Deletes an ended job; null if unknown; throws JobConflict for a queued or running one. */
  remove(id: number, by: string): Promise<JobView | null>;
  /** Runs a delayed job now; null if unknown; throws JobConflict for a job that is not delayed. */
  promote(id: number, by: string): Promise<JobView | null>;
  /** Runs `kind` on a cron `pattern` (UTC) for ever, each run a job; call before `start`. */
  every(kind: string, pattern: string): void;
  get(id: number): Promise<JobView | null>;
  list(filter: JobFilter): Promise<JobView[]>;
  /** How many jobs of each kind are in each state. */
  counts(): Promise<{ kind: string; state: QueueState; count: number }[]>;
  /** A page of jobs of these kinds, newest first, with their attempts and when they are due. */
  page(filter: {
    kinds: readonly string[];
    state?: QueueState;
    page: number;
    perPage: number;
  }): Promise<{ data: QueueJobView[]; total: number }>;
  schedules(): Promise<JobSchedule[]>;
  /** BullMQ's own counts of its queue in Redis; null on the in-process back end. */
  redisCounts(): Promise<Record<string, number> | null>;
  /** Starts the workers (once every kind is defined) and schedules the repeatable jobs. */
  start(): Promise<void>;
  close(): Promise<void>;
}
