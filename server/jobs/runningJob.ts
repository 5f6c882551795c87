import { and, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';

/** Where a write to job `id` applies only while the job runs: a cancelled job's write then finds no row. */
export const runningJob = (id: number) => and(eq(jobs.id, id), eq(jobs.status, 'running'));
