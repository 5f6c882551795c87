import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueSession } from '../../auth/issueSession';
import { requireTwoFactorForPayoutRole } from '../../auth/requireTwoFactorForPayoutRole';
import { takeLoginSlot } from '../../auth/loginLimiter';
import { verifyPassword } from '../../auth/passwords';
import { releaseLoginSlot } from '../../auth/releaseLoginSlot';
import { trustSignInAddress } from '../../auth/trustSignInAddress';
import { isValidTotp } from '../../auth/totp';
import { accounts } from '../../db/schema/staff';
import { ApiError } from '../../http/ApiError';
import { clientAddress } from '../../http/clientAddress';
import { accountAnswer } from './accountAnswer';
import { writeSignInLine } from '../../logs/writeSignInLine';

const body = z
  .object({
    username: z.string().trim().min(1, 'Required').max(200),
    password: z.string().min(1, 'Required').max(1000),
    code: z
      .string()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
  })
  .strict();

const response = accountAnswer.extend({ token: z.string(), exp: z.number().int() });

const WRONG_CREDENTIALS = 'Wrong username or password.';

/** POST /login: username + password (+ TOTP code once enrolled) → a session token. */
export function loginRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      schema: { body, response: { 200: response } },
      config: {
        access: 'public',
        sample: () => ({ body: { username: 'nobody', password: 'wrong-password' } }),
      },
    },
    async (request) => {
      const input = request.body;
      const address = clientAddress(request.ip);
      const [account] = await app.db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.username}) = ${input.username.toLowerCase()}`);
      // Counted as a failure before the password is checked; a right password takes it back.
      const slot = await takeLoginSlot(app.db, { username: input.username, address, accountId: account?.id });
      const passwordOk = await verifyPassword(account?.passwordHash, input.password, app.config.argon2);
      if (!account || account.disabled || !passwordOk) {
        const reason = !account
          ? 'unknown username'
          : account.disabled
            ? 'account disabled'
            : 'wrong password';
        await writeSignInLine(app.db, {
          kind: 'refused',
          username: account?.username ?? null,
          address,
          reason,
        });
        throw new ApiError(401, 'UNAUTHORIZED', WRONG_CREDENTIALS);
      }
      if (account.twoFactorEnabled && account.totpSecret) {
        if (!input.code) {
          await releaseLoginSlot(app.db, slot);
          throw new ApiError(401, 'TOTP_REQUIRED', 'Enter the code from your authenticator app.');
        }
        if (!isValidTotp(input.code, account.totpSecret)) {
          const refused = { username: account.username, address, reason: 'wrong two-factor code' };
          await writeSignInLine(app.db, { kind: 'refused', ...refused });
          throw new ApiError(401, 'TOTP_REQUIRED', 'That code is not valid. Enter the current code.');
        }
      }
      await app.db.transaction(async (tx) => {
        await releaseLoginSlot(tx, slot);
        await trustSignInAddress(tx, { accountId: account.id, username: account.username, address });
      });

      await requireTwoFactorForPayoutRole(app, account);
      const session = await issueSession(app, account);
      await writeSignInLine(app.db, { kind: 'signed-in', username: account.username, address });
      return session;
    },
  );
}
