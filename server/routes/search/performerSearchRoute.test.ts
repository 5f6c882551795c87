import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, performers } from '../../db/schema/platformUsers';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import type { SearchResult } from './SearchResult';

type Hits = { data: SearchResult[] };

let app: FastifyInstance;
let asSupport: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  asSupport = testClient(app, await tokenFor(app, 'support'));
});

describe('POST /api/wse/search', () => {
  it('finds exactly the performer whose username is typed', async () => {
    const [performer] = await app.db.select().from(performers).limit(1);
    const { status, body } = await asSupport.post<Hits>('/api/wse/search', { search: performer!.username });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: performer!.id,
        username: performer!.username,
        email: performer!.email,
        whitelabelWebsite: expect.stringMatching(/^https:\/\//),
        familyWebsite: performer!.family === null ? null : expect.stringMatching(/^https:\/\//),
        familyId: performer!.family,
      },
    ]);
  });

  it('searches performers, not members', async () => {
    const [member] = await app.db.select().from(members).limit(1);
    const { id: _id, ...template } = member!;
    await app.db
      .insert(members)
      .values({ ...template, username: 'only_a_member', email: 'only@example.com' });
    const { body } = await asSupport.post<Hits>('/api/wse/search', { search: 'only_a_member' });
    expect(body.data).toEqual([]);
  });

  it('gives several performers for a fragment', async () => {
    // The first letter most performers share, so the fragment has several hits whatever the seed draws.
    const [shared] = await app.db
      .select({ letter: sql<string>`lower(left(${performers.username}, 1))` })
      .from(performers)
      .groupBy(sql`1`)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const fragment = shared!.letter;
    const { body } = await asSupport.post<Hits>('/api/wse/search', { search: fragment });
    expect(body.data.length).toBeGreaterThan(1);
    for (const hit of body.data)
      expect(hit.username.toLowerCase().startsWith(fragment.toLowerCase())).toBe(true);
  });

  it('refuses an empty search with a 400 naming the field', async () => {
    const { status, body } = await asSupport.post('/api/wse/search', { search: '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION', fields: { search: 'No search parameter given' } });
  });

  it('needs SEARCH_MEMBER', async () => {
    const noRole = testClient(app, await tokenFor(app, 'norole'));
    expect((await noRole.post('/api/wse/search', { search: 'a' })).status).toBe(403);
  });
});
