import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { accounts } from '../db/schema/staff';
import { ApiError } from '../http/ApiError';
import type { Principal } from './Principal';
import { isValidTotp } from './totp';

/**
 * Money moves only with a fresh code from the actor's authenticator app: an account without two-factor sign-in
 * is refused (403, enrol on the QR page first), a missing or wrong code is a 400 naming `code`. `what` completes
 * the sentence "… needs a code from your authenticator app".
 *
 * @example
 * await confirmSecondFactor(app.db, principal, body.code, 'Finalising a payout');
 */
export async function confirmSecondFactor(
  db: Db,
  actor: Principal,
  code: string | undefined,
  what: string,
): Promise<void> {
  const [account] = await db
    .select({ enabled: accounts.twoFactorEnabled, secret: accounts.totpSecret })
    .from(accounts)
    .where(eq(accounts.id, actor.account.id));
  if (!account?.enabled || !account.secret)
    throw new ApiError(
      403,
      'FORBIDDEN',
      `${what} needs a code from your authenticator app: set up two-factor sign-in on the QR page first.`,
    );
  if (!code)
    throw new ApiError(400, 'TOTP_REQUIRED', `${what} needs a code from your authenticator app.`, {
      fields: { code: 'Enter the code from your authenticator app' },
    });
  if (!isValidTotp(code, account.secret))
    throw new ApiError(400, 'TOTP_REQUIRED', 'That code is not valid. Enter the current code.', {
      fields: { code: 'That code is not valid. Enter the current code' },
    });
}
