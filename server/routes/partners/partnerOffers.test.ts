import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

interface Offer {
  id: number;
  version: number;
  partner: number;
  site: number;
  kind: string;
  revenueSharePercent?: number | null;
  cpaAmount?: number | null;
  validFrom: string;
  validUntil: string | null;
  active: boolean;
}

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let staff: ReturnType<typeof testClient>;
let writer: ReturnType<typeof testClient>;
let blindWriter: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  staff = testClient(app, await tokenFor(app, 'norole'));
  await app.db
    .insert(accounts)
    .values({
      username: 'offerwriter',
      email: 'offerwriter@wse.example',
      roles: ['VIEW_WSE_PARTNERS', 'CREATE_WSE_PARTNERS', 'EDIT_WSE_PARTNERS'],
    })
    .onConflictDoNothing();
  writer = testClient(app, await tokenFor(app, 'offerwriter'));
  await app.db
    .insert(accounts)
    .values({
      username: 'offerblindwriter',
      email: 'offerblindwriter@wse.example',
      roles: ['CREATE_WSE_PARTNERS', 'EDIT_WSE_PARTNERS'],
    })
    .onConflictDoNothing();
  blindWriter = testClient(app, await tokenFor(app, 'offerblindwriter'));
});

const good = { partner: 1, site: 1, kind: 'revenueShare', revenueSharePercent: 30, validFrom: '2026-12-01' };

describe('Offers (/partners/offers)', () => {
  it('are seeded past one page, in both kinds, active and not, ended and open-ended', async () => {
    const { status, body, headers } = await admin.get<Offer[]>('/api/partners/offers', { range: [0, 24] });
    expect(status).toBe(200);
    expect(Number(String(headers['content-range']).split('/')[1])).toBeGreaterThan(25);
    const all = (await admin.get<Offer[]>('/api/partners/offers', { range: [0, 499] })).body;
    expect(body).toHaveLength(25);
    expect(new Set(all.map((offer) => offer.kind))).toEqual(new Set(['revenueShare', 'cpa']));
    expect(new Set(all.map((offer) => offer.active))).toEqual(new Set([true, false]));
    expect(all.some((offer) => offer.validUntil === null)).toBe(true);
    expect(all.some((offer) => offer.validUntil !== null)).toBe(true);
    for (const offer of all)
      if (offer.kind === 'cpa') expect(offer.cpaAmount).toBeGreaterThan(0);
      else expect(offer.revenueSharePercent).toBeGreaterThan(0);
  });

  it('are listed to any staff, the terms only with VIEW_WSE_PARTNERS', async () => {
    const { status, body } = await staff.get<Offer[]>('/api/partners/offers', { range: [0, 9] });
    expect(status).toBe(200);
    expect(body.length).toBe(10);
    for (const offer of body) {
      expect(offer).not.toHaveProperty('revenueSharePercent');
      expect(offer).not.toHaveProperty('cpaAmount');
    }
    const seen = (await writer.get<Offer[]>('/api/partners/offers', { range: [0, 9] })).body;
    expect(seen.some((offer) => 'revenueSharePercent' in offer || 'cpaAmount' in offer)).toBe(true);
  });

  it('are written with the partner roles only, and nothing changes for someone without', async () => {
    const refused = await staff.post('/api/partners/offers', good);
    expect(refused.status).toBe(403);
    const { headers } = await admin.get('/api/partners/offers', { range: [0, 0] });
    const created = await writer.post<Offer>('/api/partners/offers', good);
    expect(created.status).toBe(200);
    const after = await admin.get('/api/partners/offers', { range: [0, 0] });
    const total = (range: unknown) => Number(String(range).split('/')[1]);
    expect(total(after.headers['content-range'])).toBe(total(headers['content-range']) + 1);
    expect((await staff.delete(`/api/partners/offers/${created.body.id}`)).status).toBe(403);
    expect((await writer.delete(`/api/partners/offers/${created.body.id}`)).status).toBe(403);
  });

  it('have their terms changed only by someone who may read them, the rest by the partner roles', async () => {
    const made = await writer.post<Offer>('/api/partners/offers', { ...good, revenueSharePercent: 25 });
    const raised = await blindWriter.put(`/api/partners/offers/${made.body.id}`, {
      version: made.body.version,
      revenueSharePercent: 90,
    });
    expect(raised.status).toBe(403);
    expect(raised.body).toMatchObject({
      fields: { revenueSharePercent: 'Changing it needs the role VIEW_WSE_PARTNERS' },
    });
    const stored = await admin.get<Offer>(`/api/partners/offers/${made.body.id}`);
    expect(stored.body).toMatchObject({ revenueSharePercent: 25, version: made.body.version });
    const created = await blindWriter.post('/api/partners/offers', { ...good, revenueSharePercent: 99 });
    expect(created.status).toBe(403);
    const paused = await blindWriter.put<Offer>(`/api/partners/offers/${made.body.id}`, {
      version: made.body.version,
      active: false,
    });
    expect(paused.status).toBe(200);
    expect(paused.body).not.toHaveProperty('revenueSharePercent');
  });

  it('need the terms of their kind, named at the field', async () => {
    const noPercent = await writer.post('/api/partners/offers', { ...good, revenueSharePercent: null });
    expect(noPercent.status).toBe(400);
    expect(noPercent.body).toMatchObject({
      fields: { revenueSharePercent: 'Revenue share % is required for a revenue share offer' },
    });
    const tooMuch = await writer.post('/api/partners/offers', { ...good, revenueSharePercent: 120 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      fields: { revenueSharePercent: 'Revenue share % must be at most 100' },
    });
    const cpa = await writer.post('/api/partners/offers', { ...good, kind: 'cpa' });
    expect(cpa.status).toBe(400);
    expect(cpa.body).toMatchObject({
      fields: {
        cpaAmount: 'CPA amount is required for a CPA offer',
        revenueSharePercent: 'Leave Revenue share % empty for a CPA offer',
      },
    });
    const cents = await writer.post('/api/partners/offers', {
      ...good,
      kind: 'cpa',
      revenueSharePercent: null,
      cpaAmount: 12.5,
    });
    expect(cents.status).toBe(400);
    expect(cents.body).toMatchObject({ fields: { cpaAmount: expect.stringContaining('CPA amount') } });
    const made = await writer.post<Offer>('/api/partners/offers', {
      ...good,
      kind: 'cpa',
      revenueSharePercent: null,
      cpaAmount: 123_456,
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ kind: 'cpa', cpaAmount: 123_456, active: true });
    // Switching the kind of a stored offer: the other figure must come with it.
    const switched = await writer.put(`/api/partners/offers/${made.body.id}`, {
      version: made.body.version,
      kind: 'revenueShare',
    });
    expect(switched.status).toBe(400);
    expect(switched.body).toMatchObject({
      fields: {
        revenueSharePercent: 'Revenue share % is required for a revenue share offer',
        cpaAmount: 'Leave CPA amount empty for a revenue share offer',
      },
    });
  });

  it('end no earlier than they start, named at Valid until', async () => {
    const early = await writer.post('/api/partners/offers', { ...good, validUntil: '2026-11-30' });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ fields: { validUntil: 'Valid until must not be before Valid from' } });
  });

  it('refuse a partner or site that does not exist', async () => {
    const missing = await writer.post('/api/partners/offers', { ...good, partner: 999_999, site: 999_999 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { partner: expect.any(String), site: expect.any(String) } });
  });

  it('are audited, each write on the offer', async () => {
    const created = await writer.post<Offer>('/api/partners/offers', good);
    const updated = await writer.put<Offer>(`/api/partners/offers/${created.body.id}`, {
      version: created.body.version,
      active: false,
    });
    expect(updated.status).toBe(200);
    const history = await admin.get<{ data: { action: string; changes: object }[] }>('/api/audit', {
      filter: { target: `partnerOffer:${created.body.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual([
      'partnerOffer.update',
      'partnerOffer.create',
    ]);
    expect(history.body.data[0]?.changes).toMatchObject({ active: { before: true, after: false } });
  });
});
