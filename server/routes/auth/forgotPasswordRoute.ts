import { or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAccountLink } from '../../auth/accountLinks';
import { accounts } from '../../db/schema/staff';
import { linkRateLimit } from '../../http/linkRateLimit';
import { ok, okResponse } from '../../http/okResponse';
import { writeAudit } from '../../trail/writeAudit';

const body = z.object({ username: z.string().trim().min(1, 'Required').max(200) }).strict();

/**
 * POST /forgot-password: sends a reset link when the username or email is known. The answer is the same
 * either way, so it cannot be used to find out which accounts exist. Admins use it for others too.
 */
export function forgotPasswordRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/forgot-password',
    {
      schema: { body, response: { 200: okResponse } },
      config: {
        access: 'public',
        rateLimit: linkRateLimit(app.config),
        sample: () => ({ body: { username: 'nobody@example.com' } }),
      },
    },
    async (request) => {
      const { username } = request.body;
      const wanted = username.toLowerCase();
      const [account] = await app.db
        .select({ id: accounts.id, username: accounts.username, disabled: accounts.disabled })
        .from(accounts)
        .where(or(sql`lower(${accounts.username}) = ${wanted}`, sql`lower(${accounts.email}) = ${wanted}`));
      if (account && !account.disabled) {
        await sendAccountLink(app, account, 'reset');
        await writeAudit(app.db, {
          actor: request.principal?.account ?? null,
          action: 'account.reset-requested',
          target: `account:${account.id}`,
        });
      }
      return ok;
    },
  );
}
