import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { accountOfLink, sendAccountLink, useLink } from '../../auth/accountLinks';
import { isValidTotp, newTotpSecret, totpUrl } from '../../auth/totp';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { allows } from '../../http/allows';
import { lacksRole, notFound, validationError } from '../../http/ApiError';
import { linkRateLimit } from '../../http/linkRateLimit';
import { ok, okResponse } from '../../http/okResponse';
import { intField } from '../../http/queryParams';
import { writeAudit } from '../../trail/writeAudit';

const linkToken = z.string().min(1, 'Required').max(200);
const query = z.object({ token: linkToken.optional() }).strict();
const body = z
  .object({
    code: z
      .string()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
    token: linkToken.optional(),
    id: intField().optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.id === undefined && value.code === undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'Required' });
    }
  });

const enrolment = z.object({
  username: z.string(),
  qr: z.string(),
  otpauthUrl: z.string(),
  enrolled: z.boolean(),
});

/** The account being enrolled: the one a QR link names, else the signed-in one. */
async function enrollingAccountId(app: FastifyInstance, request: FastifyRequest, token?: string) {
  if (token) return accountOfLink(app.db, token, 'qr');
  return principalOf(request).account.id;
}

async function loadAccount(app: FastifyInstance, id: number) {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, id));
  if (!account) throw notFound(`Account ${id}`);
  return account;
}

/**
 * GET and POST /account/qr: two-factor enrolment. GET shows a QR of a new TOTP secret (kept pending); POST
 * `{ code }` confirms it with the first code, which switches two-factor on. Either works signed in or with
 * the token of a QR link, which SEND_ACCOUNT_QR holders send with POST `{ id }`.
 */
export function qrRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/account/qr',
    {
      schema: { querystring: query, response: { 200: enrolment } },
      config: { access: 'public', rateLimit: linkRateLimit(app.config) },
    },
    async (request) => {
      const { token } = request.query;
      const account = await loadAccount(app, await enrollingAccountId(app, request, token));
      let secret = account.pendingTotpSecret;
      if (!secret) {
        secret = newTotpSecret();
        await app.db.update(accounts).set({ pendingTotpSecret: secret }).where(eq(accounts.id, account.id));
      }
      const otpauthUrl = totpUrl(account.username, secret);
      return {
        username: account.username,
        qr: await QRCode.toDataURL(otpauthUrl),
        otpauthUrl,
        enrolled: account.twoFactorEnabled,
      };
    },
  );

  typed.post(
    '/account/qr',
    {
      schema: { body, response: { 200: okResponse } },
      config: {
        access: 'public',
        rateLimit: linkRateLimit(app.config),
        sample: () => ({ body: { code: '123456' } }),
      },
    },
    async (request) => {
      const input = request.body;
      if (input.id !== undefined) {
        const sender = principalOf(request);
        if (!allows('SEND_ACCOUNT_QR', sender)) throw lacksRole();
        const account = await loadAccount(app, input.id);
        await sendAccountLink(app, account, 'qr');
        await writeAudit(app.db, {
          actor: sender.account,
          action: 'account.qr-sent',
          target: `account:${account.id}`,
        });
        return ok;
      }
      const account = await loadAccount(app, await enrollingAccountId(app, request, input.token));
      const secret = account.pendingTotpSecret;
      if (!secret) throw validationError({ code: 'Open the QR code first, then enter the code it shows.' });
      if (!isValidTotp(input.code ?? '', secret)) {
        throw validationError({ code: 'That code is not valid. Enter the current code.' });
      }
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
          action: 'account.two-factor-enrolled',
          target: `account:${account.id}`,
          before: { twoFactorEnabled: account.twoFactorEnabled },
          after: { twoFactorEnabled: true },
        });
      });
      return ok;
    },
  );
}
