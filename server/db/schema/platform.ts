import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The platform the dashboard administers (docs/product.md#entities): family sites group whitelabel sites that
 * share a user base; studios and partners are companies; performers and members are the platform's users.
 *
 * Username, email and name lookups use btrees on `lower(col) collate "C"`: one index serves an exact match, a
 * prefix `LIKE 'abc%'` and the ORDER BY of the results on PGlite and PostgreSQL alike, whatever the database
 * collation (a text_pattern_ops index could not serve the ORDER BY, and pg_trgm is not loaded in PGlite).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);

export const familySites = pgTable('family_sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website').notNull(),
  createdAt: createdAt(),
});

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    state: text('state').notNull(),
    partnerCode: text('partner_code').notNull(),
    passwordHash: text('password_hash'),
    users: jsonb('users').$type<Record<string, unknown>[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<Record<string, unknown>[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_partner_code_idx').on(t.partnerCode),
    index('partners_name_lower_idx').on(sql`(lower(${t.name}) collate "C")`),
    index('partners_created_at_idx').on(t.createdAt),
  ],
);

export const whitelabelSites = pgTable(
  'whitelabel_sites',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website').notNull(),
    family: integer('family_id').references(() => familySites.id),
    partner: integer('partner_id').references(() => partners.id),
    productGroup: text('product_group').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('whitelabel_sites_family_idx').on(t.family)],
);

export const studios = pgTable(
  'studios',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    state: text('state').notNull(),
    whitelabel: integer('whitelabel_id').references(() => whitelabelSites.id),
    passwordHash: text('password_hash'),
    users: jsonb('users').$type<Record<string, unknown>[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<Record<string, unknown>[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('studios_name_lower_idx').on(sql`(lower(${t.name}) collate "C")`),
    index('studios_state_idx').on(t.state, t.createdAt),
    index('studios_created_at_idx').on(t.createdAt),
  ],
);

/** A partner's own-brand site on its own domain (/blacklabel/{id}). */
export const blacklabels = pgTable(
  'blacklabels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    partner: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    productGroup: text('product_group').notNull(),
    locales: text('locales').array().notNull(),
    state: text('state').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blacklabels_domain_lower_idx').on(sql`lower(${t.domain})`),
    index('blacklabels_name_lower_idx').on(sql`(lower(${t.name}) collate "C")`),
    index('blacklabels_partner_idx').on(t.partner),
  ],
);

/** Chat lines staff send through the realtime channel (POST /wse/chat/message). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    room: text('room').notNull(),
    accountId: integer('account_id').notNull(),
    username: text('username').notNull(),
    message: text('message').notNull(),
    /** The sender's own id for the line: a resend after a lost reply finds the stored line instead of a second. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.room, t.createdAt),
    uniqueIndex('chat_messages_client_idx').on(t.accountId, t.clientId),
  ],
);
