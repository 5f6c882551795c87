import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One row per mutation: who changed what, with the before/after of non-secret fields. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull().default({}),
    /** The save this entry is part of (the dashboard's `Save-Id` header), so its entries read as one. */
    saveId: text('save_id'),
  },
  (t) => [index('audit_log_target_at_idx').on(t.target, t.at), index('audit_log_at_idx').on(t.at)],
);

/** The system log (Tech › Sys Log and Errors show it, live); also where mail-less links go. */
export const sysLog = pgTable(
  'sys_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    level: text('level').$type<'info' | 'warn' | 'error'>().notNull(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('sys_log_at_idx').on(t.at),
    index('sys_log_level_at_idx').on(t.level, t.at),
    // The log pages filter by exact source and search the message (ILIKE) on a table that only grows.
    index('sys_log_source_id_idx').on(t.source, t.id),
    index('sys_log_message_trgm_idx').using('gin', sql`${t.message} gin_trgm_ops`),
  ],
);
