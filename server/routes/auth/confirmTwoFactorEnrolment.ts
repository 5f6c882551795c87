import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { useLink } from '../../auth/accountLinks';
import { takeLoginSlot } from '../../auth/loginLimiter';
import { verifyPassword } from '../../auth/passwords';
import { releaseLoginSlot } from '../../auth/releaseLoginSlot';
import { isValidTotp } from '../../auth/totp';
import { accounts } from '../../db/schema/staff';
import { validationError } from '../../http/ApiError';
import { clientAddress } from '../../http/clientAddress';
import { writeAudit } from '../../trail/writeAudit';

type Account = typeof accounts.$inferSelect;

export interface EnrolmentInput {
  /** A code of the new (pending) secret. */
  code: string;
  password: string;
  /** A code of the secret in use now; asked on the signed-in path of an enrolled account. */
  currentCode?: string;
  /** The QR link's token, on the link path. */
  token?: string;
}

/**
 * The password, checked as a sign-in attempt: guesses here count against the account's sign-in throttle (and are
 * refused with 429 past it) as guesses on the sign-in page do, and a right password costs nothing.
 */
async function passwordProblem(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  password: string,
) {
  if (!account.passwordHash)
    return 'This account has no password yet: set one with a password reset link first.';
  const attempt = { username: account.username, address: clientAddress(request.ip), accountId: account.id };
  const slot = await takeLoginSlot(app.db, attempt);
  if (!(await verifyPassword(account.passwordHash, password, app.config.argon2)))
    return 'That password is not right.';
  await releaseLoginSlot(app.db, slot);
  return undefined;
}

/**
 * Switches two-factor sign-in on with the pending secret, or replaces the secret in use. It takes the account's
 * password on either path, a code of the new secret, and, when a signed-in account replaces its secret, a code of
 * the one in use: a session token alone (a stolen one) cannot move the second factor to another device. The QR
 * link path asks no code of the old secret: it exists for a lost device, and the link itself (single use, sent
 * by a SEND_ACCOUNT_QR holder) stands in for it. Enrolling and replacing are audited apart.
 *
 * @example
 * await confirmTwoFactorEnrolment(app, request, account, { code, password, currentCode });
 */
export async function confirmTwoFactorEnrolment(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  input: EnrolmentInput,
): Promise<void> {
  const secret = account.pendingTotpSecret;
  if (!secret) throw validationError({ code: 'Open the QR code first, then enter the code it shows.' });
  const inUse = account.twoFactorEnabled ? account.totpSecret : null;
  const problems: Record<string, string> = {};
  const password = await passwordProblem(app, request, account, input.password);
  if (password) problems.password = password;
  if (inUse && !input.token) {
    if (!input.currentCode)
      problems.currentCode = 'Enter the current code of the authenticator app you use now.';
    else if (!isValidTotp(input.currentCode, inUse))
      problems.currentCode = 'That code is not valid. Enter the current code of the app you use now.';
  }
  if (!isValidTotp(input.code, secret)) problems.code = 'That code is not valid. Enter the current code.';
  if (Object.keys(problems).length > 0) throw validationError(problems);

  await app.db.transaction(async (tx) => {
    if (input.token) await useLink(tx, input.token, 'qr');
    await tx
      .update(accounts)
      .set({
        totpSecret: secret,
        pendingTotpSecret: null,
        twoFactorEnabled: true,
        version: sql`${accounts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, account.id));
    await writeAudit(tx, {
      actor: request.principal?.account ?? { id: account.id, username: account.username },
      action: inUse ? 'account.two-factor-replaced' : 'account.two-factor-enrolled',
      target: `account:${account.id}`,
      before: { twoFactorEnabled: account.twoFactorEnabled },
      after: { twoFactorEnabled: true, via: input.token ? 'qr-link' : 'signed-in' },
    });
  });
}
