import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobView } from '../../contract/jobs/jobApi';
import type { Db } from '../db/Db';
import { jobs } from '../db/schema/jobs';
import type { ServerEvents } from '../events';
import { JobCancelled } from './JobCancelled';
import { JobConflict } from './JobConflict';
import type { JobContext, JobHandler } from './JobHandler';
import type { JobFilter, JobQueue, JobStarter } from './JobQueue';
import { jobRowView } from './jobRowView';

export interface JobQueueDeps {
  db: Db;
  events: ServerEvents;
  log: FastifyBaseLogger;
}

type JobRow = typeof jobs.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;
const running = (id: number) => and(eq(jobs.id, id), eq(jobs.status, 'running'));
// Written out, not with drizzle columns: an UPDATE names its own columns unqualified, which the subquery's
// alias would capture.
const NO_OTHER_ACTIVE_OF_KEY = sql.raw(
  `not exists (select 1 from jobs other where other.kind = jobs.kind and other.key = jobs.key
    and other.status in ('queued', 'running'))`,
);

/**
 * What both back ends share: the job's state in the `jobs` table (the one truth every instance reads), the
 * handlers, and running one attempt of a job. A back end only says how a queued job reaches a worker.
 */
export abstract class DatabaseJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(protected readonly deps: JobQueueDeps) {}

  /** Hands the queued job to a worker, which calls `runAttempt` for each attempt. */
  protected abstract dispatch(id: number, attempts: number): Promise<void>;
  abstract start(): Promise<void>;
  abstract close(): Promise<void>;

  define<Data, Result>(kind: string, handler: JobHandler<Data, Result>): void {
    this.handlers.set(kind, handler as JobHandler);
  }

  protected attemptsOf(kind: string): number {
    return Math.max(1, this.handlers.get(kind)?.attempts ?? 1);
  }

  async add(kind: string, data: unknown, starter: JobStarter, options: { key?: string } = {}) {
    if (!this.handlers.has(kind)) throw new Error(`No job handler is defined for ${kind}`);
    const key = options.key ?? null;
    const [row] = await this.deps.db
      .insert(jobs)
      .values({ kind, key, data, startedById: starter.id, startedBy: starter.username })
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

  async retry(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({ status: 'queued', error: null, result: null, done: 0, finishedAt: null })
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

  /** Sends the queued row's state and hands it to a worker. */
  private async enqueue(row: JobRow): Promise<JobView> {
    this.emit(row);
    try {
      await this.dispatch(row.id, this.attemptsOf(row.kind));
    } catch (error) {
      // A job no worker will see must not stay queued, holding its key for ever.
      const message = error instanceof Error ? error.message : String(error);
      await this.deps.db
        .update(jobs)
        .set({ status: 'failed', error: `It could not be queued: ${message}`, finishedAt: new Date() })
        .where(eq(jobs.id, row.id));
      throw error;
    }
    return jobRowView(row);
  }

  async cancel(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({ status: 'cancelled', error: `Cancelled by ${by}`, finishedAt: new Date() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE)))
      .returning();
    if (row) this.emit(row);
    return row ? jobRowView(row) : this.get(id);
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

  /** Ids of the jobs still to run: queued, or running when their worker stopped. */
  protected async activeIds(): Promise<{ id: number; kind: string }[]> {
    return this.deps.db
      .select({ id: jobs.id, kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.status, ACTIVE))
      .orderBy(jobs.id);
  }

  /**
   * Runs one attempt. A cancelled (or finished) job is not run. A failure of the last attempt is stored as the
   * job's error; of an earlier one, it is thrown for the back end to retry.
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
      if (!last) throw error;
      this.deps.log.error({ err: error, job: id }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      await this.update(id, { status: 'failed', error: message, finishedAt: new Date() }).catch((cause) => {
        if (!(cause instanceof JobCancelled)) throw cause;
      });
    }
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
  private async update(id: number, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
    const [row] = await this.deps.db.update(jobs).set(values).where(running(id)).returning();
    if (!row) throw new JobCancelled(id);
    this.emit(row);
  }

  private emit(row: JobRow): void {
    this.deps.events.emit('job-progress', jobRowView(row), row.startedById);
  }
}
