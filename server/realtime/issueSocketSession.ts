import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccountToken } from '../auth/signAccountToken';
import { accounts } from '../db/schema/staff';
import type { SessionToken } from './RealtimeEvents';

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
): Promise<SessionToken | null> {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || account.disabled) return null;
  const { token, exp } = await signAccountToken(app, account);
  return { token, exp };
}
