import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whitelabelSites } from '../../db/schema/platform';
import { loginLinks, members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { memberHooks } from './memberHooks';

/** A sign-in link is good for one use within a minute: long enough to click, too short to pass around. */
const LIFETIME_SECONDS = 60;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const linkResponse = z.object({ url: z.string(), expiresAt: z.string() });
const signedIn = z.object({
  member: z.object({ id: z.number(), username: z.string() }),
  site: z.string(),
  signedInAs: z.literal(true),
});

/**
 * Login as member (LOGIN_AS_MEMBER): POST /member/:id/login-as makes a short-lived single-use sign-in link and
 * audits it; GET /member-login/:token is the platform's side of it (the reference server stands in for the
 * member site): it signs in once, and refuses a used or expired link.
 */
export function loginAsRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/member/:id/login-as',
    {
      schema: { params: idParams, body: z.object({}).strict(), response: { 200: linkResponse } },
      config: { access: 'LOGIN_AS_MEMBER', sample: () => ({ url: '/api/member/1/login-as', body: {} }) },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LIFETIME_SECONDS * 1000);
      await app.db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: members.id, username: members.username })
          .from(members)
          .where(and(eq(members.id, id), memberHooks.hidden?.(actor)));
        if (!member) throw notFound(`Member ${id}`);
        await tx
          .insert(loginLinks)
          .values({ tokenHash: hashOf(token), member: id, actorId: actor.account.id, expiresAt });
        await writeAudit(tx, {
          actor: actor.account,
          action: 'member.login-as',
          target: `member:${id}`,
          changes: { signInLink: { before: null, after: `Valid until ${expiresAt.toISOString()}` } },
        });
      });
      return { url: `${app.config.publicUrl}/api/member-login/${token}`, expiresAt: expiresAt.toISOString() };
    },
  );

  typed.get(
    '/member-login/:token',
    {
      schema: {
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict(),
        response: { 200: signedIn },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const used = await app.db
        .update(loginLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(loginLinks.tokenHash, hashOf(request.params.token)),
            isNull(loginLinks.usedAt),
            gt(loginLinks.expiresAt, new Date()),
          ),
        )
        .returning({ member: loginLinks.member });
      const memberId = used[0]?.member;
      if (memberId === undefined)
        throw new ApiError(400, 'VALIDATION', 'This sign-in link was used already or has expired.', {
          fields: { token: 'Used or expired' },
        });
      const [member] = await app.db
        .select({ id: members.id, username: members.username, site: whitelabelSites.website })
        .from(members)
        .innerJoin(whitelabelSites, eq(whitelabelSites.id, members.whitelabel))
        .where(eq(members.id, memberId));
      if (!member) throw notFound(`Member ${memberId}`);
      return {
        member: { id: member.id, username: member.username },
        site: member.site,
        signedInAs: true as const,
      };
    },
  );
}
