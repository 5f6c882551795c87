import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A promotion's placements by name: the logo's config is an image, the others' a value. */
export interface PromotionPlacements {
  'dial-in'?: { value?: string | null };
  logo?: { image?: string | null };
  theme?: { value?: string | null };
  wallet?: { value?: number | null };
}

/** One rule a promotion holds to (a rule of resources/promotions/promotionRules.ts), on or off. */
export interface PromotionRule {
  rule: string;
  active?: boolean | null;
}

/** Where a promotion's banners show. */
export interface BannerLocation {
  type: 'banner';
  name: string;
  description?: string | null;
}

/** Named sets of promotions. */
export const promotionGroups = pgTable(
  'promotion_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_groups_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Promotions: what they place on the sites, for whom and when; live while active and today is within the dates. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(10),
    active: boolean('active').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    group: integer('group_id').references(() => promotionGroups.id, { onDelete: 'set null' }),
    placements: jsonb('placements').$type<PromotionPlacements>().notNull().default({}),
    rules: jsonb('rules').$type<PromotionRule[]>().notNull().default([]),
    locations: jsonb('locations').$type<BannerLocation[]>().notNull().default([]),
    wallets: jsonb('wallets').$type<number[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_name_lower_idx').on(sql`lower(${t.name})`),
    index('promotions_group_idx').on(t.group),
  ],
);
