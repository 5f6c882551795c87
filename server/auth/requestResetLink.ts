import { or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../db/schema/staff';
import { writeAudit } from '../trail/writeAudit';
import { writeSysLog } from '../trail/writeSysLog';
import { sendAccountLink } from './accountLinks';

export interface ResetRequest {
  /** A username or email, as typed. */
  username: string;
  /** Who asked, when signed in (an admin's "Send password reset"). */
  actor: { id: number; username: string } | null;
  address: string;
}

/**
 * Sends a reset link when the name is a username or email of an enabled account, audited; otherwise leaves a
 * line in the sys log (which the caller never sees: POST /forgot-password answers before this runs). Either
 * way the sys-log line is its last write.
 *
 * @example
 * await requestResetLink(app, { username: 'anna@example.com', actor: null, address: '203.0.113.9' });
 */
export async function requestResetLink(app: FastifyInstance, request: ResetRequest): Promise<void> {
  const wanted = request.username.toLowerCase();
  const [account] = await app.db
    .select({ id: accounts.id, username: accounts.username, disabled: accounts.disabled })
    .from(accounts)
    .where(or(sql`lower(${accounts.username}) = ${wanted}`, sql`lower(${accounts.email}) = ${wanted}`));
  if (!account || account.disabled) {
    await writeSysLog(app.db, {
      level: 'info',
      source: 'auth',
      message: 'Password reset asked for a name that is no enabled account; no link sent.',
      meta: { address: request.address },
    });
    return;
  }
  await writeAudit(app.db, {
    actor: request.actor,
    action: 'account.reset-requested',
    target: `account:${account.id}`,
  });
  await sendAccountLink(app, account, 'reset');
}
