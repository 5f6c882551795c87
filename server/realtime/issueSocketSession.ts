import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadEffectiveRoles } from '../auth/loadEffectiveRoles';
import { signToken } from '../auth/tokens';
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
  const roles = await loadEffectiveRoles(app.db, account.id);
  const { token, exp } = await signToken(app.config, {
    account: { id: account.id, username: account.username },
    roles,
    ver: account.tokenVersion,
  });
  return { token, exp };
}
