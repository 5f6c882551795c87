import { isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/platformUsers';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import type { SearchResult } from './SearchResult';

type Hits = { data: SearchResult[] };

let app: FastifyInstance;
let asAdmin: ReturnType<typeof testClient>;
let asSupport: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  asAdmin = testClient(app, await tokenFor(app, 'admin'));
  asSupport = testClient(app, await tokenFor(app, 'support'));
});

async function oneMember(migrated: boolean) {
  const [member] = await app.db
    .select()
    .from(members)
    .where(migrated ? isNull(members.family) : isNotNull(members.family))
    .limit(1);
  if (!member) throw new Error('the seed has no such member');
  return member;
}

describe('POST /api/members/search', () => {
  it('finds exactly the member whose username is typed, in any case', async () => {
    const member = await oneMember(false);
    const { status, body } = await asAdmin.post<Hits>('/api/members/search', {
      search: ` ${member.username.toUpperCase()} `,
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      id: member.id,
      username: member.username,
      email: member.email,
      whitelabelWebsite: expect.stringMatching(/^https:\/\//),
      familyWebsite: expect.stringMatching(/^https:\/\//),
      familyId: member.family,
    });
  });

  it('gives several members for a fragment, in username order', async () => {
    const { body } = await asSupport.post<Hits>('/api/members/search', { search: 'a' });
    const names = body.data.map((hit) => hit.username.toLowerCase());
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name.startsWith('a')).toBe(true);
    expect(names).toEqual([...names].sort());
  });

  it('gives at most 50 hits, saying when there were more', async () => {
    const { id: _id, ...template } = await oneMember(false);
    await app.db.insert(members).values(
      Array.from({ length: 60 }, (_, index) => ({
        ...template,
        username: `limit_check_${index}`,
        email: `limit.check.${index}@example.com`,
      })),
    );
    const { body } = await asSupport.post<Hits & { more: boolean }>('/api/members/search', {
      search: 'Limit_Check_',
    });
    expect(body.data).toHaveLength(50);
    expect(body.more).toBe(true);
    expect(body.data[0]?.username).toBe('limit_check_0');
    const few = await asSupport.post<{ more: boolean }>('/api/members/search', { search: 'limit_check_5' });
    expect(few.body.more).toBe(false);
  });

  it('finds a member by the start of the email address, for holders of MEMBER_EMAIL', async () => {
    const member = await oneMember(false);
    const { body } = await asAdmin.post<Hits>('/api/members/search', { search: member.email });
    expect(body.data.map((hit) => hit.id)).toContain(member.id);
    expect(body.data.find((hit) => hit.id === member.id)?.email).toBe(member.email);
  });

  it('masks the email for staff without MEMBER_EMAIL, and does not search by it for them', async () => {
    const member = await oneMember(false);
    const byEmail = await asSupport.post<Hits>('/api/members/search', { search: member.email });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body).toMatchObject({ message: 'Searching by email needs the role MEMBER_EMAIL.' });
    const { body } = await asSupport.post<Hits>('/api/members/search', { search: member.username });
    expect(body.data).toEqual([expect.objectContaining({ id: member.id, email: '••••' })]);
  });

  it('hides migrated members (no family id) from staff without SEARCH_MIGRATED_ACCOUNTS', async () => {
    const migrated = await oneMember(true);
    const hidden = await asSupport.post<Hits>('/api/members/search', { search: migrated.username });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual([]);
    const fragment = await asSupport.post<Hits>('/api/members/search', { search: 'a' });
    expect(fragment.body.data.every((hit) => hit.familyId !== null)).toBe(true);

    const shown = await asAdmin.post<Hits>('/api/members/search', { search: migrated.username });
    expect(shown.body.data).toEqual([
      expect.objectContaining({ id: migrated.id, familyId: null, familyWebsite: null }),
    ]);
  });

  it('treats % and _ as plain characters', async () => {
    const percent = await asAdmin.post<Hits>('/api/members/search', { search: '%' });
    expect(percent.body.data).toEqual([]);
    const underscore = await asAdmin.post<Hits>('/api/members/search', { search: '_' });
    expect(underscore.body.data).toEqual([]);
  });

  it.each([
    [{}, 'No search parameter given'],
    [{ search: '   ' }, 'No search parameter given'],
    [{ search: 42 }, 'No search parameter given'],
    [{ search: 'x'.repeat(201) }, 'Search for at most 200 characters'],
  ])('refuses %j with a 400 naming the search field', async (payload, problem) => {
    const { status, body } = await asSupport.post('/api/members/search', payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION', fields: { search: problem } });
  });

  it('refuses unknown fields', async () => {
    const { status, body } = await asSupport.post('/api/members/search', { search: 'a', limit: 1000 });
    expect(status).toBe(400);
    expect(body).toMatchObject({ fields: { limit: 'Unknown field' } });
  });

  it('needs a session and SEARCH_MEMBER', async () => {
    expect((await testClient(app).post('/api/members/search', { search: 'a' })).status).toBe(401);
    const noRole = testClient(app, await tokenFor(app, 'norole'));
    expect((await noRole.post('/api/members/search', { search: 'a' })).status).toBe(403);
  });
});
