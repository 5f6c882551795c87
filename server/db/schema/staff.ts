import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Staff accounts that sign in to the dashboard. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    totpSecret: text('totp_secret'),
    pendingTotpSecret: text('pending_totp_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Only ever written through PUT /account/preferences, which takes a JSON object. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    demo: boolean('demo').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    index('accounts_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('accounts_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('accounts_roles_idx').using('gin', t.roles),
    index('accounts_created_at_idx').on(t.createdAt),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_name_lower_idx').on(sql`lower(${t.name})`),
    index('groups_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('groups_roles_idx').using('gin', t.roles),
    index('groups_created_at_idx').on(t.createdAt),
  ],
);

export const accountGroups = pgTable(
  'account_groups',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.groupId] }), index('account_groups_group_idx').on(t.groupId)],
);
