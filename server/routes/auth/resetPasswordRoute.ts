import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOfLink, useLink, voidLinks } from '../../auth/accountLinks';
import { hashPassword } from '../../auth/passwords';
import { trustSignInAddress } from '../../auth/trustSignInAddress';
import { accounts } from '../../db/schema/staff';
import { clientAddress } from '../../http/clientAddress';
import { linkRateLimit } from '../../http/linkRateLimit';
import { ok, okResponse } from '../../http/okResponse';
import { writeAudit } from '../../trail/writeAudit';

export const passwordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters');

const body = z.object({ token: z.string().min(1, 'Required').max(200), password: passwordSchema }).strict();

/**
 * POST /account/reset-password: sets a new password from a reset link. The link works once and voids every
 * other reset link of the account; every session of the account ends (its token version moves on). The address
 * it came from counts as the owner's: its failed sign-ins on the account are forgiven (README "Sign-in").
 */
export function resetPasswordRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/account/reset-password',
    {
      schema: { body, response: { 200: okResponse } },
      onRequest: linkRateLimit(app),
      config: {
        access: 'public',
        sample: () => ({ body: { token: 'not-a-real-link-token', password: 'new-password-1' } }),
      },
    },
    async (request) => {
      const input = request.body;
      const accountId = await accountOfLink(app.db, input.token, 'reset');
      const passwordHash = await hashPassword(input.password, app.config.argon2);
      await app.db.transaction(async (tx) => {
        // Concurrent resets of one account take turns, so of two links only the first works.
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        await useLink(tx, input.token, 'reset');
        await voidLinks(tx, accountId, 'reset');
        const [account] = await tx
          .update(accounts)
          .set({
            passwordHash,
            tokenVersion: sql`${accounts.tokenVersion} + 1`,
            version: sql`${accounts.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(accounts.id, accountId))
          .returning({ username: accounts.username });
        if (account) {
          const address = clientAddress(request.ip);
          await trustSignInAddress(tx, { accountId, username: account.username, address });
        }
        await writeAudit(tx, {
          actor: null,
          action: 'account.password-reset',
          target: `account:${accountId}`,
        });
      });
      app.events.emit('account-sessions-ended', accountId);
      return ok;
    },
  );
}
