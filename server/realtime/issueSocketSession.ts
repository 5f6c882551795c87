import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccountToken } from '../auth/signAccountToken';
import { accounts } from '../db/schema/staff';
import type { SessionToken } from './RealtimeEvents';

/** A token the socket hands out, with its id (the socket joins that session's room). */
export interface IssuedSession extends SessionToken {
  jti: string;
}

/**
 * A fresh token for the account as it is now (current roles and token version), or null when the account
 * was deleted or disabled.
 *
 * @example
 * const session = await issueSocketSession(app, 1);
 */
export async function issueSocketSession(
  app: FastifyInstance,
  accountId: number,
): Promise<IssuedSession | null> {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || account.disabled) return null;
  const { token, exp, jti } = await signAccountToken(app, account);
  return { token, exp, jti };
}
