import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { accountOfLink } from '../../auth/accountLinks';
import { newTotpSecret, totpUrl } from '../../auth/totp';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { notFound } from '../../http/ApiError';
import { linkRateLimit } from '../../http/linkRateLimit';
import { ok, okResponse } from '../../http/okResponse';
import { confirmTwoFactorEnrolment } from './confirmTwoFactorEnrolment';

const linkToken = z.string().min(1, 'Required').max(200);
const query = z.object({ token: linkToken.optional() }).strict();
const sixDigits = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');
const body = z
  .object({
    code: sixDigits.optional(),
    password: z.string().max(1000).optional(),
    currentCode: sixDigits.optional(),
    token: linkToken.optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.code === undefined) context.addIssue({ code: 'custom', path: ['code'], message: 'Required' });
    if (!value.password)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password' });
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
 * `{ code, password }` (and `currentCode` of the secret in use, when a signed-in account replaces it) confirms
 * it with its first code, which switches two-factor on or replaces the secret (confirmTwoFactorEnrolment).
 * Either works signed in or with the token of a QR link, which SEND_ACCOUNT_QR holders send (accountActions).
 */
export function qrRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/account/qr',
    {
      schema: { querystring: query, response: { 200: enrolment } },
      onRequest: linkRateLimit(app),
      config: { access: 'public' },
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
      onRequest: linkRateLimit(app),
      config: {
        access: 'public',
        sample: () => ({ body: { code: '123456', password: 'wse-demo', currentCode: '654321' } }),
      },
    },
    async (request) => {
      const input = request.body;
      const account = await loadAccount(app, await enrollingAccountId(app, request, input.token));
      await confirmTwoFactorEnrolment(app, request, account, {
        code: input.code ?? '',
        password: input.password ?? '',
        currentCode: input.currentCode,
        token: input.token,
      });
      return ok;
    },
  );
}
