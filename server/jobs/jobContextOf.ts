import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/Db';
import { jobs } from '../db/schema/jobs';
import { JobCancelled } from './JobCancelled';
import type { JobContext } from './JobHandler';
import { runningJob } from './runningJob';

type JobRow = typeof jobs.$inferSelect;

/**
 * What a job's handler runs with: its data and starter, progress, and steps whose answers are kept with the job
 * (in `db`, in the step's transaction), so a run that starts again does not redo them. `update` changes the
 * running job, and throws JobCancelled when it no longer runs.
 *
 * @example
 * await handler.run(jobContextOf(row, db, (id, values) => this.update(id, values)));
 */
export function jobContextOf(
  row: JobRow,
  db: Db,
  update: (id: number, values: PgUpdateSetSource<typeof jobs>) => Promise<void>,
): JobContext<unknown> {
  const { id } = row;
  const steps = { ...row.steps };
  return {
    id,
    data: row.data,
    startedBy: { id: row.startedById, username: row.startedBy },
    progress: async (done, total) => {
      await update(id, { done, ...(total === undefined ? {} : { total }) });
    },
    step: async <T>(name: string, work: (tx: Db) => Promise<T>): Promise<T> => {
      if (name in steps) return steps[name] as T;
      const value = await db.transaction(async (tx) => {
        const answer = await work(tx);
        const [marked] = await tx
          .update(jobs)
          .set({ steps: sql`${jobs.steps} || ${JSON.stringify({ [name]: answer ?? null })}::jsonb` })
          .where(runningJob(id))
          .returning({ id: jobs.id });
        if (!marked) throw new JobCancelled(id);
        return answer;
      });
      steps[name] = value ?? null;
      return value;
    },
  };
}
