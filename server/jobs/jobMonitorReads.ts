import { and, count, desc, eq, inArray, isNotNull, like, type SQL } from 'drizzle-orm';
import type { QueueJobView, QueueState } from '../../contract/jobs/queueMonitorApi';
import type { Db } from '../db/Db';
import { jobs } from '../db/schema/jobs';
import { jobRowDetail } from './jobRowDetail';
import { jobRowView } from './jobRowView';
import { jobState } from './jobState';
import type { JobSchedule } from './JobQueue';
import { repeatKey } from './repeatKey';

/** What the monitor reads of the `jobs` table: counts by state, a page of jobs, the repeatable jobs' runs. */
export const jobMonitorReads = {
  async counts(db: Db) {
    const rows = await db
      .select({ kind: jobs.kind, state: jobState, count: count() })
      .from(jobs)
      .groupBy(jobs.kind, jobState);
    return rows.map((row) => ({ ...row, state: row.state as QueueState }));
  },

  async page(
    db: Db,
    filter: { kinds: readonly string[]; state?: QueueState; page: number; perPage: number },
  ): Promise<{ data: QueueJobView[]; total: number }> {
    const where: SQL[] = [inArray(jobs.kind, [...filter.kinds, ''])];
    if (filter.state) where.push(eq(jobState, filter.state));
    const [rows, [total]] = await Promise.all([
      db
        .select({ job: jobs, state: jobState })
        .from(jobs)
        .where(and(...where))
        .orderBy(desc(jobs.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db
        .select({ n: count() })
        .from(jobs)
        .where(and(...where)),
    ]);
    return { data: rows.map((row) => jobRowDetail(row.job, row.state)), total: total?.n ?? 0 };
  },

  /** The queued (next) and the newest ended run of each repeatable kind, by its key. */
  async schedule(db: Db, kind: string, pattern: string): Promise<JobSchedule> {
    const key = repeatKey(pattern);
    const ofKind = and(eq(jobs.kind, kind), like(jobs.key, repeatKey('%')));
    const [next] = await db
      .select({ job: jobs, state: jobState })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key), inArray(jobs.status, ['queued', 'running'])));
    const [last] = await db
      .select()
      .from(jobs)
      .where(and(ofKind, isNotNull(jobs.finishedAt)))
      .orderBy(desc(jobs.id))
      .limit(1);
    return {
      kind,
      pattern,
      next: next ? jobRowDetail(next.job, next.state) : null,
      last: last ? jobRowView(last) : null,
    };
  },
};
