import { getNextMillis } from 'bullmq';
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { JobView } from '../../contract/jobs/jobApi';
import type { QueueState } from '../../contract/jobs/queueMonitorApi';
import type { Db } from '../db/Db';
import { jobs } from '../db/schema/jobs';
import type { ServerEvents } from '../events';
import { JobCancelled } from './JobCancelled';
import { JobConflict } from './JobConflict';
import type { JobContext, JobHandler } from './JobHandler';
import { jobMonitorReads } from './jobMonitorReads';
import type { JobFilter, JobQueue, JobSchedule, JobStarter } from './JobQueue';
import { jobRowView } from './jobRowView';
import { repeatKey } from './repeatKey';

export interface JobQueueDeps {
  db: Db;
  events: ServerEvents;
  log: FastifyBaseLogger;
}

type JobRow = typeof jobs.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;
const ENDED = ['done', 'failed', 'cancelled'] as const;
const running = (id: number) => and(eq(jobs.id, id), eq(jobs.status, 'running'));
// Written out, not with drizzle columns: an UPDATE names its own columns unqualified, which the subquery's
// alias would capture.
const NO_OTHER_ACTIVE_OF_KEY = sql.raw(
  `not exists (select 1 from jobs other where other.kind = jobs.kind and other.key = jobs.key
    and other.status in ('queued', 'running'))`,
);
/** Who starts the runs of a repeatable job. */
const SCHEDULER: JobStarter = { id: 0, username: 'scheduler' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What both back ends share: the job's state in the `jobs` table (the one truth every instance reads), the
 * handlers, and running one attempt of a job. A back end only says how a queued job reaches a worker.
 * A repeatable job's next run is a delayed job of its kind and key: whichever instance ends a run queues the
 * next, and the key keeps it to one.
 */
export abstract class DatabaseJobQueue implements JobQueue {
  abstract readonly backEnd: 'bullmq' | 'in-process';
  private readonly handlers = new Map<string, JobHandler>();
  private readonly patterns = new Map<string, string>();

  constructor(protected readonly deps: JobQueueDeps) {}

  /** Hands the queued job to a worker, after `delay` ms, which calls `runAttempt` for each attempt. */
  protected abstract dispatch(id: number, attempts: number, delay: number): Promise<void>;
  /** Makes a delayed job's worker run it now. */
  protected abstract expedite(id: number, attempts: number): Promise<void>;
  /** Forgets what the back end holds of a removed job. */
  protected abstract discard(id: number): Promise<void>;
  abstract redisCounts(): Promise<Record<string, number> | null>;
  abstract start(): Promise<void>;
  abstract close(): Promise<void>;

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
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key ?? ''), inArray(jobs.status, ACTIVE)));
      if (!active) throw new Error(`A ${kind} job for ${key} just ended; ask again.`);
      return jobRowView(active);
    }
    return this.enqueue(row);
  }

  async cancel(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({ status: 'cancelled', error: `Cancelled by ${by}`, finishedAt: new Date() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE)))
      .returning();
    if (!row) return this.get(id);
    this.emit(row);
    // A cancelled run of a repeatable job skips that run, not the ones after it.
    await this.scheduleAfter(row, row.runAt && row.runAt > new Date() ? row.runAt : new Date());
    return jobRowView(row);
  }

  async retry(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({ status: 'queued', error: null, result: null, done: 0, finishedAt: null, runAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'failed'), NO_OTHER_ACTIVE_OF_KEY))
      .returning();
    if (row) {
      this.deps.log.info({ job: id, by }, 'job retried');
      return this.enqueue(row);
    }
    const job = await this.get(id);
    if (job?.status === 'failed')
      throw new JobConflict(`Another ${job.kind} job for the same subject is queued or running.`);
    return job;
  }

  async remove(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .delete(jobs)
      .where(and(eq(jobs.id, id), inArray(jobs.status, ENDED)))
      .returning();
    if (row) {
      this.deps.log.info({ job: id, by }, 'job removed');
      await this.discard(id);
      return jobRowView(row);
    }
    const job = await this.get(id);
    if (job) throw new JobConflict(`This job is ${job.status}: cancel it before removing it.`);
    return null;
  }

  async promote(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'queued'), gt(jobs.runAt, sql`now()`)))
      .returning();
    if (row) {
      this.deps.log.info({ job: id, by }, 'job promoted');
      this.emit(row);
      await this.expedite(id, this.attemptsOf(row.kind));
      return jobRowView(row);
    }
    const job = await this.get(id);
    if (job) throw new JobConflict(`Only a delayed job can be promoted; this one is ${job.status}.`);
    return null;
  }

  async get(id: number): Promise<JobView | null> {
    const [row] = await this.deps.db.select().from(jobs).where(eq(jobs.id, id));
    return row ? jobRowView(row) : null;
  }

  async list(filter: JobFilter): Promise<JobView[]> {
    const where: SQL[] = [];
    if (filter.kinds) where.push(inArray(jobs.kind, [...filter.kinds, '']));
    if (filter.status) where.push(eq(jobs.status, filter.status));
    if (filter.startedBy) where.push(eq(jobs.startedBy, filter.startedBy));
    const rows = await this.deps.db
      .select()
      .from(jobs)
      .where(and(...where))
      .orderBy(desc(jobs.id))
      .limit(filter.limit ?? 100);
    return rows.map(jobRowView);
  }

  counts() {
    return jobMonitorReads.counts(this.deps.db);
  }

  page(filter: { kinds: readonly string[]; state?: QueueState; page: number; perPage: number }) {
    return jobMonitorReads.page(this.deps.db, filter);
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
      .where(inArray(jobs.status, ACTIVE))
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
      .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE)))
      .returning();
    if (!row) return;
    this.emit(row);
    try {
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`No job handler is defined for ${row.kind}`);
      const result = await handler.run(this.contextOf(row));
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
  private async scheduleAfter(row: JobRow, after: Date): Promise<void> {
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
  private async enqueue(row: JobRow): Promise<JobView> {
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

  private contextOf(row: JobRow): JobContext<unknown> {
    const { id } = row;
    const steps = { ...row.steps };
    return {
      id,
      data: row.data,
      startedBy: { id: row.startedById, username: row.startedBy },
      progress: async (done, total) => {
        await this.update(id, { done, ...(total === undefined ? {} : { total }) });
      },
      step: async <T>(name: string, work: (tx: Db) => Promise<T>): Promise<T> => {
        if (name in steps) return steps[name] as T;
        const value = await this.deps.db.transaction(async (tx) => {
          const answer = await work(tx);
          const [marked] = await tx
            .update(jobs)
            .set({ steps: sql`${jobs.steps} || ${JSON.stringify({ [name]: answer ?? null })}::jsonb` })
            .where(running(id))
            .returning({ id: jobs.id });
          if (!marked) throw new JobCancelled(id);
          return answer;
        });
        steps[name] = value ?? null;
        return value;
      },
    };
  }

  /** Changes a running job and sends its new state; throws JobCancelled when it no longer runs. */
  private async update(id: number, values: PgUpdateSetSource<typeof jobs>): Promise<void> {
    const [row] = await this.deps.db.update(jobs).set(values).where(running(id)).returning();
    if (!row) throw new JobCancelled(id);
    this.emit(row);
  }

  private emit(row: JobRow): void {
    this.deps.events.emit('job-progress', jobRowView(row), row.startedById);
  }
}
