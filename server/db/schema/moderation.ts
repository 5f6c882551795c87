import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chatSessions } from './platformMoney';
import { members, performers } from './platformUsers';

/**
 * What members report of a chat (harassment, spam, …) with the words that made them report it; support resolves a
 * report once, with a note. Reports are kept, never deleted.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: serial('id').primaryKey(),
    chat: bigint('chat_id', { mode: 'number' }).references(() => chatSessions.id, { onDelete: 'set null' }),
    reporter: integer('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id),
    category: text('category').notNull(),
    excerpt: text('excerpt').notNull(),
    status: text('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('abuse_reports_status_idx').on(t.status, t.createdAt),
    index('abuse_reports_performer_idx').on(t.performer, t.createdAt),
  ],
);

/** Members put out of a performer's room: by the performer, or by staff from Live Cams (then with their name). */
export const kicks = pgTable(
  'kicks',
  {
    id: serial('id').primaryKey(),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id),
    member: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    chat: bigint('chat_id', { mode: 'number' }).references(() => chatSessions.id, { onDelete: 'set null' }),
    kickedBy: text('kicked_by').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kicks_created_at_idx').on(t.createdAt),
    index('kicks_performer_idx').on(t.performer, t.createdAt),
  ],
);
