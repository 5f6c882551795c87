import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { whitelabelSites } from '../../db/schema/platform';
import { members } from '../../db/schema/platformUsers';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
});

describe('login as member', () => {
  it("links to the sign-in page of the member's own site, whose token the platform redeems once", async () => {
    const [member] = await app.db
      .select({ id: members.id, site: whitelabelSites.website })
      .from(members)
      .innerJoin(whitelabelSites, eq(whitelabelSites.id, members.whitelabel))
      .where(eq(members.state, 'active'))
      .limit(1);
    const made = await admin.post<{ url: string; expiresAt: string }>(
      `/api/member/${member!.id}/login-as`,
      {},
    );
    expect(made.status).toBe(200);
    const link = new URL(made.body.url);
    expect(link.origin).toBe(new URL(member!.site).origin);
    expect(link.pathname).toBe('/member-login');
    expect(made.body.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const token = link.searchParams.get('token');
    const signIn = await testClient(app).get<{ member: { id: number } }>(`/api/member-login/${token}`);
    expect(signIn.status).toBe(200);
    expect(signIn.body.member.id).toBe(member!.id);
    expect((await testClient(app).get(`/api/member-login/${token}`)).status).toBe(400);
  });
});
