import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { performers } from './platformUsers';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The demo platform's video streams: one opens when a performer comes online (the media server it goes to, the
 * bitrate its encoder sends) and ends when they go offline or staff stop it. Viewers are the performer's own
 * (`performers.viewers`), not copied here. A performer keeps at most its last ended stream, so a stop sent twice
 * can still name whose stream is gone, and the table stays as small as the roster.
 */
export const streams = pgTable(
  'streams',
  {
    id: serial('id').primaryKey(),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id),
    server: text('server').notNull(),
    bitrateKbps: integer('bitrate_kbps').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /** Why it ended: `offline`, or staff's reason for stopping it. */
    endReason: text('end_reason'),
  },
  (t) => [
    // One open stream per performer, on every instance at once.
    uniqueIndex('streams_one_open_idx')
      .on(t.performer)
      .where(sql`${t.endedAt} is null`),
    index('streams_performer_idx').on(t.performer),
  ],
);
