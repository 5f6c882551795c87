import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Deployments of the platform itself (this server's package version to an environment): `running`, then
 * `succeeded`, `failed` or `rolled-back`. A server records its own start as the succeeded deployment of its
 * version when none is there yet; the partial unique index keeps instances starting together from recording it
 * twice.
 */
export const platformDeployments = pgTable(
  'platform_deployments',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    environment: text('environment').notNull(),
    status: text('status').notNull(),
    startedBy: text('started_by').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    note: text('note'),
  },
  (t) => [
    index('platform_deployments_started_idx').on(t.startedAt),
    uniqueIndex('platform_deployments_one_succeeded_idx')
      .on(t.version, t.environment)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);
