import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './staff';

/** Tokens revoked before their expiry (logout); rows may be purged once `expires_at` has passed. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Single-use links sent to a person: password reset and two-factor QR enrolment. Only hashes are kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'reset' | 'qr'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId)],
);

/**
 * Sign-in attempts counted against a throttle key (`pair:<username>|<address>`, `address:<address>`,
 * `account:<username>`): each attempt is written before its password is checked, and removed again when it
 * proves right (server/auth/loginLimiter.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Addresses an account signed in from (or reset its password from): its own, not slowed by strangers' guesses. */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.address] })],
);

/** Requests to the public link routes, one row per address and minute (the shared link budget). */
export const linkRateHits = pgTable(
  'link_rate_hits',
  {
    address: text('address').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('link_rate_hits_window_idx').on(t.windowStart)],
);
