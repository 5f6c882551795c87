import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/platform';
import { partnerCodes, partnerCodeTraffic } from '../../db/schema/partnerTraffic';
import { accounts } from '../../db/schema/staff';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

interface Code {
  id: string;
  code: string;
  firstSeen: string;
  lastSeen: string;
  visits: number;
  signups: number;
}
type Page = { data: Code[]; total: number };

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let staff: ReturnType<typeof testClient>;
let editor: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  staff = testClient(app, await tokenFor(app, 'norole'));
  await app.db
    .insert(accounts)
    .values({ username: 'codeeditor', email: 'codeeditor@wse.example', roles: ['EDIT_WSE_PARTNERS'] })
    .onConflictDoNothing();
  editor = testClient(app, await tokenFor(app, 'codeeditor'));
});

const list = (client: ReturnType<typeof testClient>, query: Record<string, unknown> = {}) =>
  client.get<Page>('/api/partners/unlisted', query as Record<string, string>);

/** What the traffic of a code counts toward: its partner per row. */
async function trafficOf(code: string) {
  return app.db
    .select({ partner: partnerCodeTraffic.partner, visits: partnerCodeTraffic.visits })
    .from(partnerCodeTraffic)
    .where(eq(partnerCodeTraffic.code, code));
}

describe('Unknown partner codes (GET /partners/unlisted)', () => {
  it('lists the codes no partner owns with their figures, paged, to any staff', async () => {
    const { status, body } = await list(staff);
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(25);
    expect(body.data).toHaveLength(25);
    const owned = new Set(
      [
        ...(await app.db.select({ code: partners.partnerCode }).from(partners)),
        ...(await app.db.select({ code: partnerCodes.code }).from(partnerCodes)),
      ].map((row) => row.code),
    );
    expect(owned.size).toBeGreaterThan(0);
    const [anyOwned] = owned;
    expect((await trafficOf(anyOwned!)).length).toBeGreaterThan(0);
    const all = (await list(staff, { perPage: 500 })).body.data;
    expect(all).toHaveLength(body.total);
    for (const code of all) {
      expect(owned.has(code.code)).toBe(false);
      expect(code.id).toBe(code.code);
      expect(code.firstSeen <= code.lastSeen).toBe(true);
      const rows = await trafficOf(code.code);
      expect(code.visits).toBe(rows.reduce((total, row) => total + row.visits, 0));
    }
    // Seen most recently first, unless asked otherwise.
    const lastSeen = body.data.map((code) => code.lastSeen);
    expect(lastSeen).toEqual([...lastSeen].sort().reverse());
  });

  it('sorts by each figure and searches the code', async () => {
    const byVisits = (await list(admin, { sort: 'visits', order: 'DESC', perPage: 10 })).body.data;
    const visits = byVisits.map((code) => code.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    const byCode = (await list(admin, { sort: 'code', order: 'ASC', page: 2, perPage: 5 })).body.data;
    expect(byCode.map((code) => code.code)).toEqual(byCode.map((code) => code.code).sort());
    const found = (await list(admin, { filter: { q: 'aff-77' } })).body;
    expect(found.data.map((code) => code.code)).toEqual(['AFF-7731']);
    const wrong = await list(admin, { sort: 'partner' });
    expect(wrong.status).toBe(400);
    const stray = await list(admin, { filter: { partner: 1 } });
    expect(stray.status).toBe(400);
  });
});

describe('Assign to partner (POST /partners/unlisted/assign)', () => {
  it('needs EDIT_WSE_PARTNERS; a refused assignment changes nothing', async () => {
    const refused = await staff.post('/api/partners/unlisted/assign', { code: 'AFF-7731', partner: 2 });
    expect(refused.status).toBe(403);
    expect((await trafficOf('AFF-7731')).every((row) => row.partner === null)).toBe(true);
    expect((await list(staff, { filter: { q: 'AFF-7731' } })).body.total).toBe(1);
  });

  it('gives the code to the partner with its history, audited on the partner', async () => {
    const before = (await list(admin, { filter: { q: 'AFF-7731' } })).body.data[0]!;
    const [partner] = await app.db.select().from(partners).where(eq(partners.id, 2));
    const { status, body } = await editor.post('/api/partners/unlisted/assign', {
      code: 'AFF-7731',
      partner: 2,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'AFF-7731',
      partner: 2,
      visits: before.visits,
      signups: before.signups,
    });
    expect((await list(staff, { filter: { q: 'AFF-7731' } })).body.total).toBe(0);
    const rows = await trafficOf('AFF-7731');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.partner === 2)).toBe(true);
    const [counted] = await app.db
      .select({ visits: sql<number>`sum(${partnerCodeTraffic.visits})::int` })
      .from(partnerCodeTraffic)
      .where(eq(partnerCodeTraffic.partner, 2));
    expect(counted!.visits).toBeGreaterThanOrEqual(before.visits);
    // On the partner's history (the partners resource shows it as the record's history).
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'partner:2'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'partner.code-assigned',
      actor: 'codeeditor',
      changes: { partnerCodes: { before: null, after: 'AFF-7731' } },
    });

    // Owned now: a second assignment is a conflict naming the owner, and changes nothing.
    const again = await admin.post('/api/partners/unlisted/assign', { code: 'AFF-7731', partner: 3 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: `Code AFF-7731 belongs to partner ${partner!.name} already.`,
      current: { code: 'AFF-7731', partner: { id: 2, name: partner!.name } },
    });
    expect((await trafficOf('AFF-7731')).every((row) => row.partner === 2)).toBe(true);
  });

  it('is a 409 naming the partner whose own code it is', async () => {
    const [owner] = await app.db.select().from(partners).where(eq(partners.id, 1));
    const taken = await admin.post('/api/partners/unlisted/assign', { code: owner!.partnerCode, partner: 2 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: expect.stringContaining(owner!.name) });
  });

  it('refuses a partner that does not exist, a code no traffic came with, and a malformed code', async () => {
    const [code] = (await list(admin, { perPage: 1 })).body.data;
    const noPartner = await admin.post('/api/partners/unlisted/assign', {
      code: code!.code,
      partner: 999_999,
    });
    expect(noPartner.status).toBe(400);
    expect(noPartner.body).toMatchObject({ fields: { partner: 'Partner 999999 does not exist' } });
    const missing = await admin.post('/api/partners/unlisted/assign', { code: 'NEVER-SEEN', partner: 2 });
    expect(missing.status).toBe(404);
    const noBody = await admin.post('/api/partners/unlisted/assign', { code: code!.code });
    expect(noBody.status).toBe(400);
    expect(noBody.body).toMatchObject({ fields: { partner: 'Partner is required' } });
    const malformed = await admin.post('/api/partners/unlisted/assign', { code: 'a b', partner: 2 });
    expect(malformed.status).toBe(400);
    expect((await list(admin, { filter: { q: code!.code } })).body.total).toBe(1);
  });
});
