import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobView } from '../../contract/jobs/jobApi';
import type { QueueState } from '../../contract/jobs/queueMonitorApi';
import { jobs } from '../db/schema/jobs';
import { ACTIVE_STATUSES } from './activeStatuses';
import { DatabaseJobRunner } from './DatabaseJobRunner';
import { JobConflict } from './JobConflict';
import { jobMonitorReads } from './jobMonitorReads';
import type { JobFilter, JobQueue } from './JobQueue';
import { jobRowView } from './jobRowView';

const ENDED = ['done', 'failed', 'cancelled'] as const;
// Written out, not with drizzle columns: an UPDATE names its own columns unqualified, which the subquery's
// alias would capture.
const NO_OTHER_ACTIVE_OF_KEY = sql.raw(
  `not exists (select 1 from jobs other where other.kind = jobs.kind and other.key = jobs.key
    and other.status in ('queued', 'running'))`,
);

/**
 * What both back ends share: the job's state in the `jobs` table (the one truth every instance reads), the
 * handlers, and running one attempt of a job. A back end only says how a queued job reaches a worker.
 * A repeatable job's next run is a delayed job of its kind and key: whichever instance ends a run queues the
 * next, and the key keeps it to one. Adding and running jobs is DatabaseJobRunner's; this class adds the admin's
 * operations and the reads.
 */
export abstract class DatabaseJobQueue extends DatabaseJobRunner implements JobQueue {
  abstract readonly backEnd: 'bullmq' | 'in-process';

  /** Makes a delayed job's worker run it now. */
  protected abstract expedite(id: number, attempts: number): Promise<void>;
  /** Forgets what the back end holds of a removed job. */
  protected abstract discard(id: number): Promise<void>;
  abstract redisCounts(): Promise<Record<string, number> | null>;
  abstract start(): Promise<void>;
  abstract close(): Promise<void>;

  async cancel(id: number, by: string): Promise<JobView | null> {
    const [row] = await this.deps.db
      .update(jobs)
      .set({ status: 'cancelled', error: `Cancelled by ${by}`, finishedAt: new Date() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE_STATUSES)))
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
}
