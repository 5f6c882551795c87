import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/platformUsers';
import { accounts } from '../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../test/testApp';
import { filterBranches } from './filterBranches';
import { SERVED_RESOURCES } from './servedResources';

type Page = { data: { id: number; username: string }[]; total: number; moreThanTotal: boolean };

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;
const ids: Record<string, number> = {};
const served = SERVED_RESOURCES.find((resource) => resource.definition.name === 'members')!;
const rolesOf = async (username: string) =>
  (await app.db.select().from(accounts).where(eq(accounts.username, username)))[0]!.roles;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
  const [first] = await app.db.select().from(members).where(isNotNull(members.family)).limit(1);
  const { id: _id, ...template } = first!;
  // Matched by username and email, by username only, by email only, and one support may not see; two made at
  // the same moment, so the id decides their order.
  const made = [
    ['Qbranch_both', 'qbranch.both@x.example', '2031-01-04', template.family],
    ['qbranch_user', 'someone.b@x.example', '2031-01-03', template.family],
    ['mail_only_qb', 'qbranch.mail@x.example', '2031-01-03', template.family],
    ['qbranch_migrated', 'qbranch.migrated@x.example', '2031-01-01', null],
  ] as const;
  for (const [username, email, day, family] of made) {
    const [row] = await app.db
      .insert(members)
      .values({ ...template, username, email, family, createdAt: new Date(`${day}T12:00:00Z`) })
      .returning({ id: members.id });
    ids[username] = row!.id;
  }
});

describe('a member list searched by username or email prefix', () => {
  it('gives each match once, newest first then by id, and counts each once', async () => {
    const { body } = await admin.get<Page>('/api/members/overview', {
      filter: { q: 'QBranch' },
      sort: 'createdAt',
      order: 'DESC',
    });
    expect(body.data.map((row) => row.username)).toEqual([
      'Qbranch_both',
      ...(ids.mail_only_qb! > ids.qbranch_user! ? ['mail_only_qb', 'qbranch_user'] : []),
      ...(ids.mail_only_qb! < ids.qbranch_user! ? ['qbranch_user', 'mail_only_qb'] : []),
      'qbranch_migrated',
    ]);
    expect(body).toMatchObject({ total: 4, moreThanTotal: false });
  });

  it('pages through the parts merged, each match on one page only, in either order', async () => {
    for (const order of ['DESC', 'ASC'] as const) {
      const whole = await admin.get<Page>('/api/members/overview', {
        filter: { q: 'qbranch' },
        sort: 'createdAt',
        order,
      });
      const paged = [];
      for (const page of [1, 2, 3, 4])
        paged.push(
          ...(
            await admin.get<Page>('/api/members/overview', {
              filter: { q: 'qbranch' },
              sort: 'createdAt',
              order,
              page,
              perPage: 1,
            })
          ).body.data.map((row) => row.username),
        );
      expect(paged).toEqual(whole.body.data.map((row) => row.username));
      expect(paged).toHaveLength(4);
    }
  });

  it('looks through usernames only, and not at migrated members, for support', async () => {
    const { body } = await support.get<Page>('/api/members/overview', { filter: { q: 'qbranch' } });
    expect(body.data.map((row) => row.username).sort()).toEqual(['Qbranch_both', 'qbranch_user']);
    expect(body.total).toBe(2);
  });

  it('splits the search into parts, one per field the caller may search, disjoint unless asked not to be', async () => {
    const parts = filterBranches(served, { q: 'qbranch' }, app.db, await rolesOf('admin'));
    const counts = await Promise.all(
      parts.map(async (part) => (await app.db.select({ n: count() }).from(members).where(and(part)))[0]!.n),
    );
    expect(counts).toEqual([3, 1]);
    const overlapping = filterBranches(served, { q: 'qbranch' }, app.db, await rolesOf('admin'), {
      overlapping: true,
    });
    const overlappingCounts = await Promise.all(
      overlapping.map(
        async (part) => (await app.db.select({ n: count() }).from(members).where(and(part)))[0]!.n,
      ),
    );
    expect(overlappingCounts).toEqual([3, 3]);
    expect(filterBranches(served, { q: 'qbranch' }, app.db, await rolesOf('support'))).toHaveLength(1);
    expect(filterBranches(served, { state: 'active' }, app.db, await rolesOf('admin'))).toHaveLength(1);
  });
});
