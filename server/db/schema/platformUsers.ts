import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { familySites, studios, whitelabelSites } from './platform';
import { tariffGroups } from './tariffs';

/**
 * Performers and members: the user record of docs/product.md#entities. Column keys are the record's field
 * names (resources/userFields.ts), so the resource engine serves them as declared; the private part, profile
 * and identity are jsonb parts of the record.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A site a user is registered on, with the partner code that brought them. */
export interface UserWhitelabel {
  whitelabel: number;
  partnerCode: string;
}

const userColumns = () => ({
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  state: text('state').notNull(),
  accountState: text('account_state').notNull(),
  whitelabel: integer('whitelabel_id')
    .notNull()
    .references((): AnyPgColumn => whitelabelSites.id),
  /** Null for accounts migrated from the old platform: only SEARCH_MIGRATED_ACCOUNTS may find them. */
  family: integer('family_id').references((): AnyPgColumn => familySites.id),
  country: text('country').notNull(),
  countryFromIP: text('country_from_ip').notNull(),
  preferredLanguage: text('preferred_language').notNull(),
  languageBitflag: integer('language_bitflag').notNull().default(0),
  emailVerified: boolean('email_verified').notNull().default(false),
  emailOptout: boolean('email_optout').notNull().default(false),
  affiliateCode: text('affiliate_code').notNull(),
  affiliateInfo: text('affiliate_info'),
  pt1: text('pt1'),
  pt2: text('pt2'),
  pt3: text('pt3'),
  private: jsonb('private').$type<Record<string, unknown>>().notNull().default({}),
  whitelabels: jsonb('whitelabels').$type<UserWhitelabel[]>().notNull().default([]),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

/** The lookups, filters and sorts both user tables offer, named after the table. */
const userIndexes = (table: 'performers' | 'members', t: Record<UserIndexColumn, AnyPgColumn>) => [
  uniqueIndex(`${table}_username_lower_idx`).on(sql`(lower(${t.username}) collate "C")`),
  // Filters come with the lists' default sort, newest first: each index serves both.
  index(`${table}_whitelabel_idx`).on(t.whitelabel, t.createdAt),
  index(`${table}_state_idx`).on(t.state, t.createdAt),
  index(`${table}_last_login_idx`).on(t.lastLogin),
];
type UserIndexColumn = 'username' | 'whitelabel' | 'state' | 'createdAt' | 'lastLogin';

export const performers = pgTable(
  'performers',
  {
    ...userColumns(),
    studio: integer('studio_id').references(() => studios.id),
    /** What members pay this performer per chat kind. */
    tariffGroup: integer('tariff_group_id').references(() => tariffGroups.id),
    approved: boolean('approved').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    onlineStatus: text('online_status').notNull().default('offline'),
    /** The show the performer is in now (a chat kind), its viewers and the member in a private one. */
    chatKind: text('chat_kind'),
    viewers: integer('viewers').notNull().default(0),
    liveMember: integer('live_member_id'),
    statusSince: timestamp('status_since', { withTimezone: true }),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    identity: jsonb('identity').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    ...userIndexes('performers', t),
    index('performers_email_lower_idx').on(sql`(lower(${t.email}) collate "C")`),
    index('performers_created_at_idx').on(t.createdAt),
    index('performers_studio_idx').on(t.studio),
    index('performers_tariff_group_idx').on(t.tariffGroup),
    index('performers_review_idx').on(t.reviewedAt, t.createdAt),
    // Most performers are offline at any moment; the live wall only reads the others.
    index('performers_online_idx')
      .on(t.onlineStatus)
      .where(sql`${t.onlineStatus} <> 'offline'`),
  ],
);

export const members = pgTable(
  'members',
  {
    ...userColumns(),
    credits: integer('credits').notNull().default(0),
  },
  (t) => [
    ...userIndexes('members', t),
    // The member list searched by username or email prefix, newest first, over a million members (issue 28):
    // each index also holds what that search, its count and the migrated-accounts rule read, so they run
    // index-only. Newest first reads the recent index backwards until a page of matches, the username and email
    // ones count to the cap and serve rare prefixes, where a row visit per match took 20–40 ms; the page and the
    // count read username and email a part each (readRecords, filterBranches).
    index('members_recent_idx').on(t.createdAt, t.id, t.username, t.email, t.family),
    index('members_username_cover_idx').on(
      sql`(lower(${t.username}) collate "C")`,
      t.username,
      t.family,
      t.createdAt,
      t.id,
    ),
    index('members_email_cover_idx').on(sql`(lower(${t.email}) collate "C")`, t.email, t.username, t.family),
    index('members_family_idx').on(t.family, t.createdAt),
    // Staff without the migrated-accounts role never see members without a family site; a whitelabel whose
    // members all migrated would otherwise be walked end to end for an empty page (0.7 s at 1,000,000).
    index('members_whitelabel_family_idx')
      .on(t.whitelabel, t.createdAt)
      .where(sql`${t.family} is not null`),
    // Text filters match regardless of case (lower(col) = value).
    index('members_country_idx').on(sql`lower(${t.country})`, t.createdAt),
  ],
);

/** Single-use "login as member" links (LOGIN_AS_MEMBER); only hashes are kept. */
export const loginLinks = pgTable('login_links', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  member: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
