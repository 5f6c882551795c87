import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whitelabelSites } from '../../db/schema/platform';
import { loginLinks, members } from '../../db/schema/platformUsers';
import { ApiError, notFound } from '../../http/ApiError';
import { hashOfLoginToken } from './memberActions';

const signedIn = z.object({
  member: z.object({ id: z.number(), username: z.string() }),
  site: z.string(),
  signedInAs: z.literal(true),
});

/**
 * GET /member-login/:token: the platform's side of 'Login as member' (the action in memberActions makes the
 * link; the reference server stands in for the member site): it signs in once, and refuses a used or expired
 * link.
 */
export function loginAsRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

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
            eq(loginLinks.tokenHash, hashOfLoginToken(request.params.token)),
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
