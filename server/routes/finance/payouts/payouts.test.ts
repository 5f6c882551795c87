import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { PayoutBatchSummary, PayoutInvoice, PayoutJob } from '../../../../contract/finance/payoutApi';
import { payoutPeriodOf } from '../../../../contract/finance/payoutPeriods';
import type { JobView } from '../../../../contract/jobs/jobApi';
import { currentTotp, newTotpSecret } from '../../../auth/totp';
import { studios } from '../../../db/schema/platform';
import { payments } from '../../../db/schema/platformMoney';
import { members, performers } from '../../../db/schema/platformUsers';
import { jobs } from '../../../db/schema/jobs';
import { payoutBatches } from '../../../db/schema/payouts';
import { waitForJob } from '../../../jobs/waitForJob';
import { reservations } from '../../../db/schema/reservations';
import { accounts } from '../../../db/schema/staff';
import { auditLog } from '../../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../../test/testApp';
import { payoutSummaries } from './payoutBatchView';
import { startPayoutCalculation } from './startPayoutCalculation';

const PAIN_XSD = new URL('../../../../contract/finance/sepa/pain.001.001.03.subset.xsd', import.meta.url);

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
/** The admin of this file's database signs in with two-factor: finalising asks for its code. */
const adminSecret = newTotpSecret();
const withCode = <Period extends object>(period: Period) => ({ ...period, code: currentTotp(adminSecret) });
let model: number;
let studio: number;
let reservation: number;

type Batch = { batch: PayoutBatchSummary; invoices: PayoutInvoice[] };

/** Months long before the seed's payments, so only this file's payments fall in them. */
const MARCH = { interval: 'Monthly', start: '2024-03-01' } as const;

async function payIn(month: string, performer: number, studioId: number | null, amount: number) {
  const [member] = await app.db.select({ id: members.id }).from(members).limit(1);
  await app.db.insert(payments).values({
    member: member!.id,
    performer,
    studio: studioId,
    type: 'clientppm',
    amount,
    credits: 1,
    createdAt: new Date(`${month}-15T12:00:00Z`),
  });
}

/** Starts a calculation through the API and waits for its job to end; answers the job as it started. */
async function calculate(period: { interval: 'Monthly' | '10 Days'; start: string }): Promise<PayoutJob> {
  const started = await admin.post<{ job: PayoutJob }>('/api/payouts/calculate', period);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await waitForJob(app.events, app.jobs, started.body.job.id);
  return started.body.job;
}

const batch = (period: Record<string, string>) => admin.get<Batch>('/api/payouts/batch', period);

beforeAll(async () => {
  app = await sharedTestApp();
  await app.db
    .update(accounts)
    .set({ totpSecret: adminSecret, twoFactorEnabled: true })
    .where(eq(accounts.username, 'admin'));
  admin = testClient(app, await tokenFor(app, 'admin'));
  const [someStudio] = await app.db.select().from(studios).limit(1);
  studio = someStudio!.id;
  await app.db
    .update(studios)
    .set({ details: { ...someStudio!.details, payoutInterval: 'Monthly' } })
    .where(eq(studios.id, studio));
  const [a, b] = await app.db.select({ id: performers.id }).from(performers).limit(2);
  model = a!.id;
  for (const month of ['2024-03', '2024-04', '2024-05']) {
    await payIn(month, model, null, 10_000); // the model earns 4,000 a month
    await payIn(month, b!.id, studio, 5_000); // the studio earns 2,000 a month through b
  }
  const [held] = await app.db
    .insert(reservations)
    .values({ performer: model, amount: 5_000, reason: 'Chargeback reserve', until: '2099-01-01' })
    .returning();
  reservation = held!.id;
});

describe('payouts', () => {
  it('reports the progress of a calculation as it runs, ending with done', async () => {
    const seen: JobView[] = [];
    const listener = (job: JobView) => seen.push(job);
    app.events.on('job-progress', listener);
    const job = await calculate({ interval: 'Monthly', start: '2024-02-01' });
    app.events.off('job-progress', listener);
    expect(
      seen.every((event) => event.id === job.id && (event.data as PayoutJob).start === '2024-02-01'),
    ).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'done', result: { invoices: 0, total: 0 } });
    const done = seen.map((event) => event.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('calculates a period once: recalculating replaces the draft, never duplicates it', async () => {
    expect((await calculate(MARCH)).status).toBe('queued');
    await calculate(MARCH);
    const { body } = await batch(MARCH);
    expect(body.batch).toMatchObject({ status: 'draft', invoices: 2, total: 2_000 });
    expect(
      body.invoices.map((invoice) => [invoice.kind, invoice.paymentType, invoice.earnings, invoice.amount]),
    ).toEqual([
      ['studio', 'T', 2_000, 2_000],
      ['model', 'I', 4_000, 0], // the reservation takes all 4,000; 1,000 of it stays outstanding
    ]);
    expect(body.invoices[1]?.withheld).toEqual([{ reservation, amount: 4_000 }]);
    const batches = await app.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.periodStart, MARCH.start));
    expect(batches).toHaveLength(1);
  });

  it('runs one calculation of a period at a time: asking again while one runs answers that one', async () => {
    const [actor] = await app.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const principal = { account: actor!, roles: actor!.roles, jti: 'test', exp: 0 };
    const period = payoutPeriodOf('Monthly', '2024-06-01');
    // A calculation in progress (one of an empty month ends too fast to be caught running).
    const [running] = await app.db
      .insert(jobs)
      .values({
        kind: 'payout-calculation',
        key: `${period.interval}:${period.start}`,
        data: { interval: period.interval, start: period.start },
        status: 'running',
        startedById: actor!.id,
        startedBy: 'admin',
      })
      .returning();
    const again = await startPayoutCalculation(app, period, principal);
    expect(again).toMatchObject({ id: running!.id, status: 'running' });
    // The page finds the running calculation again after a reload: the period's summary carries it.
    const [summary] = await payoutSummaries(app.db, [period]);
    expect(summary?.job).toMatchObject({ id: running!.id, status: 'running' });
    await app.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, running!.id));
    const next = await startPayoutCalculation(app, period, principal);
    expect(next.id).not.toBe(running!.id);
    await waitForJob(app.events, app.jobs, next.id);
    const { body } = await admin.get<{ job: JobView }>(`/api/jobs/${next.id}`);
    expect(body.job).toMatchObject({ status: 'done', done: body.job.total, result: { invoices: 0 } });
  });

  it('finalises once, after validation, and books what the reservations withheld', async () => {
    const early = await admin.post('/api/payouts/create', withCode(MARCH));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Validate the bank data of this calculation first.');
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.post('/api/payouts/validate', MARCH)).status).toBe(403);
    const validated = await admin.post<Batch>('/api/payouts/validate', MARCH);
    expect(validated.body.invoices.map((invoice) => invoice.problems)).toEqual([[], []]);

    const [first, second] = await Promise.all([
      admin.post<Batch>('/api/payouts/create', withCode(MARCH)),
      admin.post<Batch>('/api/payouts/create', withCode(MARCH)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.batch.status).toBe('final');
    expect(second.body.invoices.map((invoice) => invoice.number)).toEqual([
      'M20240301-0001',
      'M20240301-0002',
    ]);
    const finalised = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.finalise')));
    expect(finalised).toHaveLength(1);
    const [held] = await app.db.select().from(reservations).where(eq(reservations.id, reservation));
    expect(held?.withheld).toBe(4_000);

    const again = await admin.post('/api/payouts/calculate', MARCH);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('cannot be calculated again');
  });

  it('takes only what is still outstanding next time, and a failure half-way leaves nothing', async () => {
    const APRIL = { interval: 'Monthly', start: '2024-04-01' } as const;
    await calculate(APRIL);
    const { body } = await admin.post<Batch>('/api/payouts/validate', APRIL);
    expect(body.invoices.find((invoice) => invoice.kind === 'model')).toMatchObject({ amount: 3_000 });
    // The reservation shrinks after the calculation: booking its 1,000 would withhold more than it holds.
    await app.db.update(reservations).set({ amount: 4_500 }).where(eq(reservations.id, reservation));
    const failed = await admin.post('/api/payouts/create', withCode(APRIL));
    expect(failed.status).toBe(409);
    expect(failed.body.message).toContain('changed since the calculation');
    const after = await batch(APRIL);
    expect(after.body.batch.status).toBe('draft');
    expect(after.body.invoices.map((invoice) => invoice.number)).toEqual([null, null]);
    const [held] = await app.db.select().from(reservations).where(eq(reservations.id, reservation));
    expect(held?.withheld).toBe(4_000);
  });

  it('refuses to finalise for an account without two-factor sign-in, telling it to enrol first', async () => {
    await app.db.insert(accounts).values({
      username: 'finance-no2fa',
      email: 'finance-no2fa@wse.example',
      roles: ['REVENUE_PLATFORM'],
    });
    const officer = testClient(app, await tokenFor(app, 'finance-no2fa'));
    const JUNE = { interval: 'Monthly', start: '2024-06-01' } as const;
    await calculate(JUNE);
    await officer.post('/api/payouts/validate', JUNE);
    const refused = await officer.post('/api/payouts/create', { ...JUNE, code: '123456' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Finalising a payout needs a code from your authenticator app: set up two-factor sign-in on the QR page first.',
    );
    expect((await batch(JUNE)).body.batch.status).toBe('draft');
  });

  it('asks for a fresh two-factor code from someone who has enrolled', async () => {
    const secret = newTotpSecret();
    await app.db.insert(accounts).values({
      username: 'finance2fa',
      email: 'finance2fa@wse.example',
      roles: ['REVENUE_PLATFORM'],
      totpSecret: secret,
      twoFactorEnabled: true,
    });
    const officer = testClient(app, await tokenFor(app, 'finance2fa'));
    const MAY = { interval: 'Monthly', start: '2024-05-01' } as const;
    await calculate(MAY);
    await officer.post('/api/payouts/validate', MAY);
    const noCode = await officer.post('/api/payouts/create', MAY);
    expect(noCode.body).toMatchObject({
      statusCode: 400,
      code: 'TOTP_REQUIRED',
      fields: { code: 'Enter the code from your authenticator app' },
    });
    const wrong = await officer.post('/api/payouts/create', { ...MAY, code: '000000' });
    expect(wrong.body.message).toBe('That code is not valid. Enter the current code.');
    const done = await officer.post<Batch>('/api/payouts/create', { ...MAY, code: currentTotp(secret) });
    expect(done.body.batch).toMatchObject({ status: 'final', finalisedBy: 'finance2fa' });
  });

  it('writes the SEPA file of a final payout only: valid pain.001, the invoices with money to pay, audited', async () => {
    const APRIL = { interval: 'Monthly', start: '2024-04-01' } as const;
    const draft = await admin.get('/api/payouts/sepa', APRIL);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe('Only a finalised payout has a SEPA file: finalise this period first.');
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.get('/api/payouts/sepa', MARCH)).status).toBe(403);

    const file = await admin.get<string>('/api/payouts/sepa', MARCH);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="sepa-monthly-2024-03-01.xml"');
    const result = await validateXML({
      xml: { fileName: 'sepa.xml', contents: file.body },
      schema: { fileName: 'pain.xsd', contents: readFileSync(PAIN_XSD, 'utf8') },
    });
    expect(result.errors).toEqual([]);
    // March's model invoice was all withheld by the reservation: only the studio's 2,000 is paid.
    const { body } = await batch(MARCH);
    const studioInvoice = body.invoices.find((invoice) => invoice.kind === 'studio')!;
    expect(body.invoices.find((invoice) => invoice.kind === 'model')?.amount).toBe(0);
    expect(file.body.match(/<NbOfTxs>1<\/NbOfTxs>/g)).toHaveLength(2);
    expect(file.body).toContain('<CtrlSum>20.00</CtrlSum>');
    expect(file.body).toContain(`<EndToEndId>${studioInvoice.number}</EndToEndId>`);
    expect(file.body).not.toContain('••••');
    const downloads = await app.db.select().from(auditLog).where(eq(auditLog.action, 'payout.sepa'));
    expect(downloads).toHaveLength(1);
  });

  it('names a day that does not start a period, or a period not yet over', async () => {
    const wrong = await batch({ interval: '10 Days', start: '2024-03-05' });
    expect(wrong.body).toMatchObject({
      fields: { start: '2024-03-05 does not start a 10 Days payout period' },
    });
    const open = await batch({ interval: 'Monthly', start: '2099-01-01' });
    expect(open.body).toMatchObject({ fields: { start: 'This period has not ended yet' } });
  });
});
