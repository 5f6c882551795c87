import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';

/** A job's state for the monitor, by the database's clock: a queued job not yet due is delayed. */
export const jobState = sql<string>`case when ${jobs.status} = 'queued' and ${jobs.runAt} > now() then 'delayed' else ${jobs.status} end`;
