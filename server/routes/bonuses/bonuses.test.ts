import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutBatchSummary, PayoutInvoice } from '../../../contract/finance/payoutApi';
import { currentTotp, newTotpSecret } from '../../auth/totp';
import { bonuses } from '../../db/schema/bonuses';
import { performers } from '../../db/schema/platformUsers';
import { reservations } from '../../db/schema/reservations';
import { accounts } from '../../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
const adminSecret = newTotpSecret();
/** A performer without a studio, so their bonuses go on a model invoice of the monthly payout. */
let model: number;

type Bonus = { id: number; status: string; version: number; amount: number; paidInvoice: string | null };
type Batch = { batch: PayoutBatchSummary; invoices: PayoutInvoice[] };

/** Months long before the seed's bonuses and payments: only this file's bonuses are due in them. */
const month = (start: string) => ({ interval: 'Monthly', start }) as const;

const grant = (values: Record<string, unknown>) =>
  admin.post<Bonus>('/api/bonuses', { performer: model, reason: 'Top performer', ...values });

/** Calculates a period as the payouts page does and waits until its draft is written. */
async function calculate(period: { interval: string; start: string }): Promise<Batch> {
  expect((await admin.post('/api/payouts/calculate', period)).status).toBe(200);
  let batch: Batch | undefined;
  await vi.waitFor(
    async () => {
      batch = (await admin.get<Batch>('/api/payouts/batch', period)).body;
      expect(batch.batch.status).toBe('draft');
    },
    { timeout: 20_000, interval: 50 },
  );
  return batch!;
}

async function finalise(period: { interval: string; start: string }) {
  expect((await admin.post('/api/payouts/validate', period)).status).toBe(200);
  return admin.post<Batch>('/api/payouts/create', { ...period, code: currentTotp(adminSecret) });
}

const bonusLines = (batch: Batch) =>
  batch.invoices.flatMap((invoice) =>
    invoice.lines.filter((line) => line.type === 'bonus').map((line) => [invoice.performer, line.bonus]),
  );

beforeAll(async () => {
  app = await sharedTestApp();
  await app.db
    .update(accounts)
    .set({ totpSecret: adminSecret, twoFactorEnabled: true })
    .where(eq(accounts.username, 'admin'));
  admin = testClient(app, await tokenFor(app, 'admin'));
  const held = app.db.select({ id: reservations.performer }).from(reservations);
  const candidates = await app.db
    .select({ id: performers.id })
    .from(performers)
    .where(isNull(performers.studio))
    .orderBy(performers.id)
    .limit(20);
  const withHold = new Set((await held).map((row) => row.id));
  model = candidates.find((row) => !withHold.has(row.id))!.id;
});

describe('bonuses', () => {
  it('are seeded paid and pending across performers and months, pages of them', async () => {
    const count = async (status: string) => {
      const list = await admin.get('/api/bonuses', { filter: JSON.stringify({ status }), range: '[0,24]' });
      return Number(String(list.headers['content-range']).split('/')[1]);
    };
    expect(await count('pending')).toBeGreaterThan(25);
    expect(await count('paid')).toBeGreaterThan(0);
  });

  it('enter the next payout of their month or later once; a paid one never again', async () => {
    const { body: due } = await grant({ amount: 2_500, period: '2023-01' });
    const { body: later } = await grant({ amount: 700, period: '2023-03' });
    const [paidBefore] = await app.db
      .insert(bonuses)
      .values({
        performer: model,
        amount: 9_900,
        reason: 'Paid last year',
        period: '2022-12',
        status: 'paid',
        paidInvoice: 'M20221201-0001',
        paidAt: new Date('2023-01-02T10:00:00Z'),
      })
      .returning();

    const january = await calculate(month('2023-01-01'));
    expect(bonusLines(january)).toEqual([[model, due.id]]);
    const invoice = january.invoices.find((row) => row.performer === model);
    expect(invoice).toMatchObject({ kind: 'model', earnings: 0, amount: 2_500 });

    const final = await finalise(month('2023-01-01'));
    expect(final.status).toBe(200);
    const { body: paid } = await admin.get<Bonus>(`/api/bonuses/${due.id}`);
    expect(paid).toMatchObject({ status: 'paid', paidInvoice: final.body.invoices[0]?.number });

    expect(bonusLines(await calculate(month('2023-02-01')))).toEqual([]);
    expect(bonusLines(await calculate(month('2023-03-01')))).toEqual([[model, later.id]]);
    const stillPaid = await app.db.select().from(bonuses).where(eq(bonuses.id, paidBefore!.id));
    expect(stillPaid[0]).toMatchObject({ status: 'paid', paidInvoice: 'M20221201-0001' });
  });

  it('paid, can no longer be changed or deleted', async () => {
    const [paid] = await app.db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.performer, model), eq(bonuses.period, '2023-01')));
    const edit = await admin.put(`/api/bonuses/${paid!.id}`, { version: paid!.version, amount: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(
      `This bonus was paid with payout invoice ${paid!.paidInvoice}; it can no longer be changed.`,
    );
    const removed = await admin.delete(`/api/bonuses/${paid!.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain('it can no longer be deleted');
  });

  it('changed after the calculation, stop the payout from being finalised until it is calculated again', async () => {
    const [pending] = await app.db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.performer, model), eq(bonuses.period, '2023-03')));
    const edit = await admin.put<Bonus>(`/api/bonuses/${pending!.id}`, {
      version: pending!.version,
      amount: 800,
    });
    expect(edit.status).toBe(200);
    const refused = await finalise(month('2023-03-01'));
    expect(refused.status).toBe(409);
    expect(refused.body.batch ?? null).toBeNull();
    expect((refused.body as unknown as { message: string }).message).toBe(
      `Bonus ${pending!.id} was paid, changed or deleted since the calculation; calculate again.`,
    );
    // Back at the amount calculated, but granted to someone else now: still not what the draft pays.
    const [other] = await app.db
      .select({ id: performers.id })
      .from(performers)
      .where(ne(performers.id, model))
      .limit(1);
    const moved = await admin.put<Bonus>(`/api/bonuses/${pending!.id}`, {
      version: edit.body.version,
      amount: 700,
      performer: other!.id,
    });
    expect(moved.status).toBe(200);
    expect((await finalise(month('2023-03-01'))).status).toBe(409);
    const [unchanged] = await app.db.select().from(bonuses).where(eq(bonuses.id, pending!.id));
    expect(unchanged).toMatchObject({ status: 'pending', paidInvoice: null });
  });

  it('take a month as YYYY-MM and a positive amount', async () => {
    const wrong = await grant({ amount: 0, period: '2023-13' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      fields: { period: 'Period must be a month as YYYY-MM', amount: 'Amount must be at least 0,01' },
    });
  });

  it('are read and written with MODEL_BONUS only', async () => {
    await app.db.insert(accounts).values([
      { username: 'bonus-staff', email: 'bonus-staff@wse.example', roles: ['MODEL_BONUS'] },
      { username: 'no-bonus', email: 'no-bonus@wse.example', roles: ['VIEW_NEW_PERFORMERS'] },
    ]);
    const staff = testClient(app, await tokenFor(app, 'bonus-staff'));
    const other = testClient(app, await tokenFor(app, 'no-bonus'));
    const body = { performer: model, amount: 1_000, reason: 'Anniversary', period: '2026-11' };
    expect((await other.get('/api/bonuses')).status).toBe(403);
    expect((await other.post('/api/bonuses', body)).status).toBe(403);
    const created = await staff.post<Bonus>('/api/bonuses', body);
    expect(created.status).toBe(200);
    expect((await other.delete(`/api/bonuses/${created.body.id}`)).status).toBe(403);
    expect((await staff.get('/api/bonuses')).status).toBe(200);
    expect((await staff.delete(`/api/bonuses/${created.body.id}`)).status).toBe(200);
  });
});
