import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The emails the platform sends on an event (a performer approved, a member registered …), one per audience and
 * event, each with the subject and content staff edit; `{placeholders}` are filled when one is sent.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    audience: text('audience').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('email_templates_event_idx').on(t.audience, t.event)],
);

/** News shown to performers and studios on their own sites between its publish dates. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    publishFrom: timestamp('publish_from', { withTimezone: true }).notNull(),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_publish_idx').on(t.publishFrom)],
);
