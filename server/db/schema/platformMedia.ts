import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { performers } from './platformUsers';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded pictures and documents (identity papers, attachments); records point at them as `image:<id>`. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A performer's documents by kind (attachment kinds, docs/product.md#entities). */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    image: integer('image_id')
      .notNull()
      .references(() => images.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_performer_idx').on(t.performer)],
);
