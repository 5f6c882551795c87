import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The level an operator set for one of the server's loggers (Tech › Sys Log), applied again at start-up. */
export const logLevels = pgTable('log_levels', {
  logger: text('logger').primaryKey(),
  level: text('level').notNull(),
  changedBy: text('changed_by').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
