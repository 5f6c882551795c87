import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { images } from './platformMedia';
import { performers } from './platformUsers';

/**
 * Snapshots and album media waiting for moderation. A moderator claims a few for a while (`claimedBy` until
 * `claimedUntil`), so two moderators never review the same one; the review (approved or rejected with a reason)
 * is kept.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    image: integer('image_id')
      .notNull()
      .references(() => images.id),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    claimedBy: integer('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_items_queue_idx').on(t.status, t.createdAt)],
);
