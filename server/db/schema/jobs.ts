import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One failed attempt of a job. */
export interface JobAttemptFailure {
  attempt: number;
  error: string;
  at: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Long work run by the job layer (server/jobs), on either back end: its state lives here so that a reloaded page
 * and every instance read the same progress, result and error. `key` lets a kind run one job per subject at a
 * time (a payout period); `steps` holds what each finished step answered, so a retry skips it.
 * A job whose `run_at` is still to come is delayed (its status stays queued).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    data: jsonb('data').notNull(),
    status: text('status').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    steps: jsonb('steps').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Each failed attempt's error, oldest first (a retried job keeps them). */
    history: jsonb('history').$type<JobAttemptFailure[]>().notNull().default([]),
    /** When a delayed job is due (a repeatable job's next run); null runs at once. */
    runAt: at('run_at'),
    startedById: integer('started_by_id').notNull(),
    startedBy: text('started_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_kind_idx').on(t.kind, t.id),
    index('jobs_status_idx').on(t.status),
    uniqueIndex('jobs_one_active_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
