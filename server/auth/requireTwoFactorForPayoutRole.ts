import type { FastifyInstance } from 'fastify';
import { PAYOUT_ROLE } from '../../contract/finance/payoutAccess';
import { ApiError } from '../http/ApiError';
import { loadEffectiveRoles } from './loadEffectiveRoles';

export const ENROL_FIRST_MESSAGE =
  'Accounts that run payouts sign in with two-factor authentication. Ask an administrator to send you a QR link to set it up, then sign in again.';

/**
 * In production an account holding the payout role (its own or through a group) signs in only once it has
 * two-factor sign-in: refused with 403 otherwise, saying how to enrol (a QR link from an administrator, as the
 * signed-in QR page needs a session). Development keeps the demo admin usable without an authenticator.
 *
 * @example
 * await requireTwoFactorForPayoutRole(app, account); // in POST /login, once the password is right
 */
export async function requireTwoFactorForPayoutRole(
  app: FastifyInstance,
  account: { id: number; roles: readonly string[]; twoFactorEnabled: boolean; totpSecret: string | null },
): Promise<void> {
  if (app.config.nodeEnv !== 'production') return;
  if (account.twoFactorEnabled && account.totpSecret) return;
  const roles = await loadEffectiveRoles(app.db, account);
  if (roles.includes(PAYOUT_ROLE)) throw new ApiError(403, 'FORBIDDEN', ENROL_FIRST_MESSAGE);
}
