import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/Db';
import { accountTokens } from '../db/schema/security';
import { validationError } from '../http/ApiError';
import { writeSysLog } from '../trail/writeSysLog';

export type LinkKind = 'reset' | 'qr';

const LIFETIME_SECONDS: Record<LinkKind, number> = { reset: 60 * 60, qr: 24 * 60 * 60 };
const PAGE: Record<LinkKind, string> = { reset: '/forgot-password', qr: '/qr' };
const SUBJECT: Record<LinkKind, string> = { reset: 'Password reset link', qr: 'Two-factor enrolment link' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use link for an account and delivers it. No mail server is configured, so "delivering"
 * means the server log and the sys log (README "Password reset and two-factor without mail").
 *
 * @example
 * await sendAccountLink(app, { id: 12, username: 'anna' }, 'reset');
 */
export async function sendAccountLink(
  app: FastifyInstance,
  account: { id: number; username: string },
  kind: LinkKind,
  db: Db = app.db,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    accountId: account.id,
    kind,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + LIFETIME_SECONDS[kind] * 1000),
  });
  const link = `${app.config.publicUrl}${PAGE[kind]}?token=${token}`;
  const message = `${SUBJECT[kind]} for ${account.username}: ${link}`;
  app.loggers.get('auth').info({ account: account.username, kind }, message);
  await writeSysLog(db, {
    level: 'info',
    source: 'auth',
    message,
    meta: { accountId: account.id, kind },
  });
  return link;
}

const invalidLink = () =>
  validationError({ token: 'This link is invalid or has expired. Ask for a new one.' });

/** The account a still-valid link belongs to; 400 naming `token` otherwise. */
export async function accountOfLink(db: Db, token: string, kind: LinkKind): Promise<number> {
  const [row] = await db
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalidLink();
  return row.accountId;
}

/** Marks a link used; a second use (even a concurrent one) fails with 400. */
export async function useLink(db: Db, token: string, kind: LinkKind): Promise<void> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
      ),
    )
    .returning({ id: accountTokens.id });
  if (used.length === 0) throw invalidLink();
}

/**
 * Voids every unused link of a kind the account has: a password change voids all reset links sent before it.
 *
 * @example
 * await voidLinks(tx, accountId, 'reset');
 */
export async function voidLinks(db: Db, accountId: number, kind: LinkKind): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.accountId, accountId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)),
    );
}
