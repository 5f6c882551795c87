import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/roles';
import { partnerCodes, partnerCodeTraffic } from '../../db/schema/partnerTraffic';
import { partners, whitelabelSites } from '../../db/schema/platform';
import { payments } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { accounts } from '../../db/schema/staff';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

interface Partner {
  id: number;
  name: string;
  partnerCode: string;
  state: string;
  version: number;
  details: Record<string, unknown>;
  meta: Record<string, unknown>;
  whitelabel: { id: number; name: string; tt_productGroup: string } | null;
  siteCount: number;
  sites: string;
  minutes?: number;
  revenue: number;
  password?: string;
}

interface Page {
  data: Partner[];
  total: number;
}

let app: FastifyInstance;
let viewer: ReturnType<typeof testClient>;
let counter: ReturnType<typeof testClient>;
let manager: ReturnType<typeof testClient>;
let nobody: ReturnType<typeof testClient>;

async function clientWith(username: string, roles: Role[]) {
  await app.db.insert(accounts).values({ username, email: `${username}@wse.example`, roles });
  return testClient(app, await tokenFor(app, username));
}

const newPartner = (code: string) => ({
  name: `Test Partner ${code}`,
  partnerCode: code,
  email: `info@${code.toLowerCase()}.example`,
  password: 'a long secret',
  state: 'active',
  details: { company: `${code} B.V.`, country: 'NL', payoutInterval: 'Monthly' },
  meta: { studioWebsite: `https://${code.toLowerCase()}.example` },
});

const auditOf = (target: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

beforeAll(async () => {
  app = await sharedTestApp();
  viewer = await clientWith('partner-viewer', ['VIEW_WSE_PARTNERS']);
  counter = await clientWith('partner-counter', ['VIEW_WSE_PARTNERS', 'VIEW_MINUTES']);
  manager = await clientWith('partner-manager', [
    'VIEW_WSE_PARTNERS',
    'EDIT_WSE_PARTNERS',
    'CREATE_WSE_PARTNERS',
    'REMOVE_WSE_PARTNERS',
  ]);
  nobody = await clientWith('partner-nobody', ['VIEW_STUDIOS']);
});

describe('GET /partners', () => {
  it('lists partners with their code, sites, minutes and revenue, over several pages', async () => {
    const { status, body } = await counter.get<Page>('/api/partners', { perPage: 25 });
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(50);
    expect(body.data).toHaveLength(25);
    for (const partner of body.data) {
      expect(partner.details.partnerCode).toMatch(/^P\d{4}$/);
      expect(partner).toHaveProperty('minutes');
      expect(partner).not.toHaveProperty('password');
    }
    const all = (await counter.get<Page>('/api/partners', { perPage: 100 })).body.data;
    const twoSites = all.find((partner) => partner.siteCount === 2)!;
    expect(twoSites.sites.split(', ')).toHaveLength(2);
    expect(twoSites.whitelabel).toMatchObject({
      id: expect.any(Number),
      tt_productGroup: expect.any(String),
    });
    expect(all.some((partner) => partner.siteCount === 0 && partner.revenue === 0)).toBe(true);
    const earning = all.filter((partner) => partner.revenue > 0);
    expect(earning.length).toBeGreaterThan(3);
    expect(all.some((partner) => (partner.minutes ?? 0) > 0)).toBe(true);
  });

  it('counts the revenue of the members of the partner’s sites, in cents', async () => {
    const all = (await counter.get<Page>('/api/partners', { perPage: 100 })).body.data;
    const partner = all.find((one) => one.revenue > 0)!;
    const [row] = await app.db
      .select({ cents: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .innerJoin(members, eq(members.id, payments.member))
      .innerJoin(whitelabelSites, eq(whitelabelSites.id, members.whitelabel))
      .where(eq(whitelabelSites.partner, partner.id));
    expect(partner.revenue).toBe(Number(row!.cents));
  });

  it('leaves the minutes out without VIEW_MINUTES (absent, not zero), and refuses to sort by them', async () => {
    const { body } = await viewer.get<Page>('/api/partners', { perPage: 100 });
    expect(body.data.length).toBeGreaterThan(50);
    for (const partner of body.data) expect(partner).not.toHaveProperty('minutes');
    expect(body.data.some((partner) => partner.revenue > 0)).toBe(true);
    const one = await viewer.get<{ data: Partner }>(`/api/partner/${body.data[0]!.id}`);
    expect(one.body.data).not.toHaveProperty('minutes');
    expect((await viewer.get('/api/partners', { sort: 'minutes' })).status).toBe(400);
  });

  it('filters by name or code and by country, and sorts', async () => {
    const byCode = await viewer.get<Page>('/api/partners', { filter: { q: 'p1003' } });
    expect(byCode.body.data.map((partner) => partner.details.partnerCode)).toEqual(['P1003']);
    const dutch = await viewer.get<Page>('/api/partners', {
      filter: { details: { country: 'NL' } },
      perPage: 100,
    });
    expect(dutch.body.total).toBeGreaterThan(0);
    for (const partner of dutch.body.data) expect(partner.details.country).toBe('NL');
    const sorted = await viewer.get<Page>('/api/partners', { sort: 'name', order: 'DESC', perPage: 5 });
    const names = sorted.body.data.map((partner) => partner.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('is refused without VIEW_WSE_PARTNERS', async () => {
    expect((await nobody.get('/api/partners')).status).toBe(403);
    expect((await nobody.get('/api/partner/1')).status).toBe(403);
    expect((await nobody.get('/api/partners/exported')).status).toBe(403);
  });
});

describe('GET /partners/exported', () => {
  it('answers the CSV of the filtered list, with minutes only for VIEW_MINUTES', async () => {
    const filter = { details: { country: 'NL' } };
    const listed = (await counter.get<Page>('/api/partners', { filter, perPage: 100 })).body;
    const withMinutes = await counter.get<string>('/api/partners/exported', { filter, sort: 'name' });
    expect(withMinutes.status).toBe(200);
    expect(withMinutes.headers['content-type']).toContain('text/csv');
    const lines = withMinutes.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Partner code,Sites,Whitelabel sites,Minutes,Revenue,Country,State,Created');
    expect(lines).toHaveLength(listed.total + 1);
    for (const partner of listed.data)
      expect(lines.some((line) => line.includes(String(partner.details.partnerCode)))).toBe(true);
    const plain = await viewer.get<string>('/api/partners/exported', { filter: { q: 'P1003' } });
    const rows = plain.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Name,Partner code,Sites,Whitelabel sites,Revenue,Country,State,Created');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('P1003');
  });

  it('refuses an unknown filter naming it', async () => {
    const { status, body } = await viewer.get<{ message: string }>('/api/partners/exported', {
      filter: { secret: 1 },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('secret');
  });
});

describe('partner writes', () => {
  it('creates (CREATE_WSE_PARTNERS), audited, with the code mirrored and the password never sent back', async () => {
    expect((await viewer.post('/api/partner', newPartner('TESTA1'))).status).toBe(403);
    const { status, body } = await manager.post<{ data: Partner }>('/api/partner', newPartner('TESTA1'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      partnerCode: 'TESTA1',
      details: { partnerCode: 'TESTA1' },
      siteCount: 0,
      revenue: 0,
    });
    expect(body.data).not.toHaveProperty('password');
    const [row] = await app.db.select().from(partners).where(eq(partners.id, body.data.id));
    expect(row!.partnerCode).toBe('TESTA1');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [entry] = await auditOf(`partner:${body.data.id}`);
    expect(entry!.action).toBe('partner.create');
  });

  it('refuses a taken partner code (without regard to case), a missing one and a malformed one, naming the field', async () => {
    const taken = await manager.post<{ details?: { fields?: Record<string, string> } }>(
      '/api/partner',
      newPartner('p1001'),
    );
    expect(taken.status).toBe(400);
    expect(JSON.stringify(taken.body)).toContain('This partner code is taken');
    const missing = newPartner('X');
    delete (missing as Partial<typeof missing>).partnerCode;
    const noCode = await manager.post('/api/partner', missing);
    expect(noCode.status).toBe(400);
    expect(JSON.stringify(noCode.body)).toContain('partnerCode');
    const bad = await manager.post('/api/partner', newPartner('has space'));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('partnerCode');
  });

  it('edits (EDIT_WSE_PARTNERS) only the changed nested fields, at the version seen, audited', async () => {
    const [row] = await app.db.select().from(partners).where(eq(partners.partnerCode, 'P1010'));
    const before = (await viewer.get<{ data: Partner }>(`/api/partner/${row!.id}`)).body.data;
    const change = { version: before.version, partnerCode: 'P1010X', details: { city: 'Zwolle' } };
    expect((await viewer.put(`/api/partner/${row!.id}`, change)).status).toBe(403);
    const saved = await manager.put<{ data: Partner }>(`/api/partner/${row!.id}`, change);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      partnerCode: 'P1010X',
      details: { city: 'Zwolle', partnerCode: 'P1010X', company: before.details.company },
    });
    const [stored] = await app.db.select().from(partners).where(eq(partners.id, row!.id));
    expect(stored!.partnerCode).toBe('P1010X');
    const stale = await manager.put(`/api/partner/${row!.id}`, change);
    expect(stale.status).toBe(409);
    const [entry] = await auditOf(`partner:${row!.id}`);
    expect(entry).toMatchObject({ action: 'partner.update', actor: 'partner-manager' });
    expect(JSON.stringify(entry!.changes)).toContain('Zwolle');
    expect(JSON.stringify(entry!.changes)).toContain('P1010X');
  });

  it('refuses as its own code one another partner was assigned, and keeps a changed code’s traffic counted', async () => {
    const [first, second] = await app.db.select().from(partners).orderBy(asc(partners.id)).limit(2);
    await app.db.insert(partnerCodes).values({ partner: second!.id, code: 'ASSIGNED-1' });
    const read = async (id: number) => (await viewer.get<{ data: Partner }>(`/api/partner/${id}`)).body.data;
    const taken = await manager.put(`/api/partner/${first!.id}`, {
      version: (await read(first!.id)).version,
      partnerCode: 'ASSIGNED-1',
    });
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain(
      `Code ASSIGNED-1 belongs to partner ${second!.name} already.`,
    );

    await app.db
      .insert(partnerCodeTraffic)
      .values({ code: 'FRESH-9', day: '2026-10-01', visits: 12, signups: 2 });
    const moved = await manager.put(`/api/partner/${first!.id}`, {
      version: (await read(first!.id)).version,
      partnerCode: 'FRESH-9',
    });
    expect(moved.status).toBe(200);
    const [traffic] = await app.db
      .select()
      .from(partnerCodeTraffic)
      .where(eq(partnerCodeTraffic.code, 'FRESH-9'));
    expect(traffic!.partner).toBe(first!.id);
    const kept = await app.db.select().from(partnerCodes).where(eq(partnerCodes.partner, first!.id));
    expect(kept.map((row) => row.code)).toContain(first!.partnerCode);
  });

  it('removes (REMOVE_WSE_PARTNERS) a partner nothing names, audited; one with sites is a 409 naming them', async () => {
    const created = (await manager.post<{ data: Partner }>('/api/partner', newPartner('TESTGONE'))).body.data;
    expect((await viewer.delete(`/api/partner/${created.id}`)).status).toBe(403);
    expect((await manager.delete(`/api/partner/${created.id}`)).status).toBe(200);
    expect(await app.db.select().from(partners).where(eq(partners.id, created.id))).toHaveLength(0);
    const [entry] = await auditOf(`partner:${created.id}`);
    expect(entry!.action).toBe('partner.delete');
    const [site] = await app.db.select().from(whitelabelSites).limit(1);
    const refused = await manager.delete<{ message: string }>(`/api/partner/${site!.partner}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('whitelabel sites');
    expect(
      await app.db
        .select()
        .from(partners)
        .where(and(eq(partners.id, site!.partner!))),
    ).toHaveLength(1);
  });
});
