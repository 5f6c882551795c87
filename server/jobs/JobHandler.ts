import type { Db } from '../db/Db';

/** What a job's work is handed: its data, who started it, and the ways to report and to checkpoint. */
export interface JobContext<Data> {
  id: number;
  data: Data;
  startedBy: { id: number; username: string };
  /** Stores and sends the progress; throws JobCancelled once the job was cancelled, which ends the run. */
  progress(done: number, total?: number): Promise<void>;
  /**
   * Runs `work` at most once per job: its answer (JSON) is stored with the job in the transaction `work` is
   * handed, so a retry (after a failure, or another instance picking up a job whose worker died) gets the stored
   * answer instead of running it again. Database writes through `tx` commit with that record; an effect outside
   * the database (a message sent) is only as safe as its own idempotency key, so do one per step. `work` must
   * use `tx` for the database, not the app's connection (PGlite has one).
   */
  step<T>(name: string, work: (tx: Db) => Promise<T>): Promise<T>;
}

/** The work of one kind of job. A failed attempt is retried until `attempts` (default 1) have failed. */
export interface JobHandler<Data = unknown, Result = unknown> {
  run(job: JobContext<Data>): Promise<Result>;
  attempts?: number;
}
