import { getNextMillis } from 'bullmq';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { JobView } from '../../contract/jobs/jobApi';
import { jobs } from '../db/schema/jobs';
import { ACTIVE_STATUSES } from './activeStatuses';
import { JobCancelled } from './JobCancelled';
import { jobContextOf } from './jobContextOf';
import type { JobHandler } from './JobHandler';
import { jobMonitorReads } from './jobMonitorReads';
import type { JobSchedule, JobStarter } from './JobQueue';
import type { JobQueueDeps } from './JobQueueDeps';
import { jobRowView } from './jobRowView';
import { repeatKey } from './repeatKey';
import { runningJob } from './runningJob';

type JobRow = typeof jobs.$inferSelect;

/** Who starts the runs of a repeatable job. */
const SCHEDULER: JobStarter = { id: 0, username: 'scheduler' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The running half of DatabaseJobQueue: adding a job to the `jobs` table, handing it to the back end's worker,
 * running one attempt of it with its handler, and queueing a repeatable job's next run.
 */
export abstract class DatabaseJobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly patterns = new Map<string, string>();

  constructor(protected readonly deps: JobQueueDeps) {}

  /** Hands the queued job to a worker, after `delay` ms, which calls `runAttempt` for each attempt. */
  protected abstract dispatch(id: number, attempts: number, delay: number): Promise<void>;

  define<Data, Result>(kind: string, handler: JobHandler<Data, Result>): void {
    this.handlers.set(kind, handler as JobHandler);
  }

  every(kind: string, pattern: string): void {
    this.nextRun(pattern, new Date());
    this.patterns.set(kind, pattern);
  }

  protected attemptsOf(kind: string): number {
    return Math.max(1, this.handlers.get(kind)?.attempts ?? 1);
  }

  async add(kind: string, data: unknown, starter: JobStarter, options: { key?: string; runAt?: Date } = {}) {
    if (!this.handlers.has(kind)) throw new Error(`No job handler is defined for ${kind}`);
    const key = options.key ?? null;
    const [row] = await this.deps.db
      .insert(jobs)
      .values({
        kind,
        key,
        data,
        startedById: starter.id,
        startedBy: starter.username,
        runAt: options.runAt ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [active] = await this.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key ?? ''), inArray(jobs.status, ACTIVE_STATUSES)));
      if (!active) throw new Error(`A ${kind} job for ${key} just ended; ask again.`);
      return jobRowView(active);
    }
    return this.enqueue(row);
  }

  async schedules(): Promise<JobSchedule[]> {
    return Promise.all(
      [...this.patterns].map(([kind, pattern]) => jobMonitorReads.schedule(this.deps.db, kind, pattern)),
    );
  }

  /** Queues the next run of every repeatable kind that has none (the key answers one already queued). */
  protected async scheduleRepeats(): Promise<void> {
    for (const [kind, pattern] of this.patterns) await this.scheduleNext(kind, pattern, new Date());
  }

  /** Ids of the jobs still to run: queued (delayed or not), or running when their worker stopped. */
  protected async activeIds(): Promise<{ id: number; kind: string; runAt: Date | null }[]> {
    return this.deps.db
      .select({ id: jobs.id, kind: jobs.kind, runAt: jobs.runAt })
      .from(jobs)
      .where(inArray(jobs.status, ACTIVE_STATUSES))
      .orderBy(jobs.id);
  }

  /**
   * Runs one attempt. A cancelled (or finished) job is not run. Each failure is kept in the job's history; of
   * the last attempt, it is the job's error; of an earlier one, it is thrown for the back end to retry.
   */
  protected async runAttempt(id: number, last: boolean): Promise<void> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE_STATUSES)))
      .returning();
    if (!row) return;
    this.emit(row);
    try {
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`No job handler is defined for ${row.kind}`);
      const result = await handler.run(
        jobContextOf(row, this.deps.db, (id, values) => this.update(id, values)),
      );
      await this.update(id, { status: 'done', result: result ?? null, finishedAt: new Date() });
    } catch (error) {
      if (error instanceof JobCancelled) return;
      const failure = { attempt: row.attempts, error: messageOf(error), at: new Date().toISOString() };
      const history = sql`${jobs.history} || ${JSON.stringify([failure])}::jsonb`;
      if (!last) {
        await this.update(id, { history }).catch(() => undefined);
        throw error;
      }
      this.deps.log.error({ err: error, job: id }, 'job failed');
      await this.update(id, {
        status: 'failed',
        error: failure.error,
        history,
        finishedAt: new Date(),
      }).catch((cause) => {
        if (!(cause instanceof JobCancelled)) throw cause;
      });
    }
    await this.scheduleAfter(row, new Date());
  }

  /** Queues the next run after a repeatable job's run ended (or was cancelled). */
  protected async scheduleAfter(row: JobRow, after: Date): Promise<void> {
    const pattern = this.patterns.get(row.kind);
    if (!pattern || row.key !== repeatKey(pattern)) return;
    await this.scheduleNext(row.kind, pattern, after).catch((error: unknown) =>
      this.deps.log.error({ err: error, kind: row.kind }, 'the next run of a repeatable job was not queued'),
    );
  }

  private async scheduleNext(kind: string, pattern: string, after: Date): Promise<void> {
    await this.add(kind, { pattern }, SCHEDULER, {
      key: repeatKey(pattern),
      runAt: this.nextRun(pattern, after),
    });
  }

  private nextRun(pattern: string, after: Date): Date {
    const next = getNextMillis(after.getTime(), { pattern, tz: 'UTC' });
    if (next === undefined) throw new Error(`The cron pattern ${pattern} has no next run`);
    return new Date(next);
  }

  /** Sends the queued row's state and hands it to a worker. */
  protected async enqueue(row: JobRow): Promise<JobView> {
    this.emit(row);
    try {
      const delay = row.runAt ? Math.max(0, row.runAt.getTime() - Date.now()) : 0;
      await this.dispatch(row.id, this.attemptsOf(row.kind), delay);
    } catch (error) {
      // A job no worker will see must not stay queued, holding its key for ever.
      await this.deps.db
        .update(jobs)
        .set({
          status: 'failed',
          error: `It could not be queued: ${messageOf(error)}`,
          finishedAt: new Date(),
        })
        .where(eq(jobs.id, row.id));
      throw error;
    }
    return jobRowView(row);
  }

  /** Changes a running job and sends its new state; throws JobCancelled when it no longer runs. */
  private async update(id: number, values: PgUpdateSetSource<typeof jobs>): Promise<void> {
    const [row] = await this.deps.db.update(jobs).set(values).where(runningJob(id)).returning();
    if (!row) throw new JobCancelled(id);
    this.emit(row);
  }

  protected emit(row: JobRow): void {
    this.deps.events.emit('job-progress', jobRowView(row), row.startedById);
  }
}
