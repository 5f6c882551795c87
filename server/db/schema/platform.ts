import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The platform the dashboard administers (spec §3): family sites group whitelabel sites that share a user
 * base; studios and partners are companies; performers and members are the platform's users.
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
    accountState: text('account_state').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    company: text('company').notNull(),
    partnerCode: text('partner_code').notNull(),
    affiliateCode: text('affiliate_code'),
    language: text('language').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    phoneNumber: text('phone_number').notNull(),
    website: text('website').notNull(),
    payoutInterval: text('payout_interval').notNull(),
    approved: boolean('approved').notNull().default(false),
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
    familyId: integer('family_id').references(() => familySites.id),
    partnerId: integer('partner_id').references(() => partners.id),
    productGroup: text('product_group').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('whitelabel_sites_family_idx').on(t.familyId)],
);

export const studios = pgTable(
  'studios',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    state: text('state').notNull(),
    accountState: text('account_state').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    company: text('company').notNull(),
    partnerCode: text('partner_code'),
    affiliateCode: text('affiliate_code'),
    language: text('language').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    phoneNumber: text('phone_number').notNull(),
    kvk: text('kvk'),
    vat: text('vat'),
    iban: text('iban'),
    payoutInterval: text('payout_interval').notNull(),
    performerLimit: integer('performer_limit').notNull(),
    approved: boolean('approved').notNull().default(false),
    studioWebsite: text('studio_website'),
    whitelabelId: integer('whitelabel_id').references(() => whitelabelSites.id),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('studios_name_lower_idx').on(sql`(lower(${t.name}) collate "C")`),
    index('studios_state_idx').on(t.state, t.createdAt),
    index('studios_created_at_idx').on(t.createdAt),
  ],
);

/** Columns performers and members share: the "User/performer/member record" of spec §3. */
const userColumns = () => ({
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  state: text('state').notNull(),
  accountState: text('account_state').notNull(),
  whitelabelId: integer('whitelabel_id')
    .notNull()
    .references((): AnyPgColumn => whitelabelSites.id),
  /** Null for accounts migrated from the old platform: only SEARCH_MIGRATED_ACCOUNTS may find them. */
  familyId: integer('family_id').references((): AnyPgColumn => familySites.id),
  country: text('country').notNull(),
  countryFromIp: text('country_from_ip').notNull(),
  preferredLanguage: text('preferred_language').notNull(),
  gender: text('gender').notNull(),
  dateOfBirth: date('date_of_birth').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  emailOptout: boolean('email_optout').notNull().default(false),
  affiliateCode: text('affiliate_code'),
  affiliateInfo: text('affiliate_info'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  version: version(),
  createdAt: createdAt(),
});

/** The lookups, filters and sorts both user tables offer, named after the table. */
const userIndexes = (table: 'performers' | 'members', t: Record<UserIndexColumn, AnyPgColumn>) => [
  uniqueIndex(`${table}_username_lower_idx`).on(sql`(lower(${t.username}) collate "C")`),
  index(`${table}_email_lower_idx`).on(sql`(lower(${t.email}) collate "C")`),
  index(`${table}_whitelabel_idx`).on(t.whitelabelId),
  index(`${table}_state_idx`).on(t.state, t.createdAt),
  index(`${table}_created_at_idx`).on(t.createdAt),
  index(`${table}_last_login_idx`).on(t.lastLogin),
];
type UserIndexColumn = 'username' | 'email' | 'whitelabelId' | 'state' | 'createdAt' | 'lastLogin';

export const performers = pgTable(
  'performers',
  {
    ...userColumns(),
    studioId: integer('studio_id').references(() => studios.id),
    approved: boolean('approved').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rating: integer('rating').notNull().default(0),
  },
  (t) => [...userIndexes('performers', t), index('performers_studio_idx').on(t.studioId)],
);

export const members = pgTable(
  'members',
  {
    ...userColumns(),
    credits: integer('credits').notNull().default(0),
  },
  (t) => [
    ...userIndexes('members', t),
    index('members_family_idx').on(t.familyId),
    index('members_country_idx').on(t.country),
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
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_room_idx').on(t.room, t.createdAt)],
);
