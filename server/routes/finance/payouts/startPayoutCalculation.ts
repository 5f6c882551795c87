import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calculateInvoices, type InvoiceDraft } from '../../../../contract/finance/calculateInvoices';
import type { PayoutJob } from '../../../../contract/finance/payoutApi';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import type { Principal } from '../../../auth/Principal';
import { payoutBatches, payoutInvoices, payoutJobs } from '../../../db/schema/payouts';
import { ApiError } from '../../../http/ApiError';
import { writeAudit } from '../../../trail/writeAudit';
import { holderAccounts, type HolderAccount } from './holderAccounts';
import { loadPayoutInput } from './loadPayoutInput';
import { payoutJobView } from './payoutJobView';

/** Holders whose bank data is looked up per step, each step reported as progress. */
const STEP = 50;

const holderKey = (invoice: InvoiceDraft) =>
  'studio' in invoice.holder ? `studio:${invoice.holder.studio}` : `model:${invoice.holder.performer}`;

/** A final batch is never calculated again. */
export async function refuseFinal(app: FastifyInstance, period: PayoutPeriod): Promise<void> {
  const [batch] = await app.db
    .select({ status: payoutBatches.status, finalisedAt: payoutBatches.finalisedAt })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)));
  if (batch?.status === 'final')
    throw new ApiError(
      409,
      'CONFLICT',
      `The ${period.interval} payout of ${period.start} was finalised on ${batch.finalisedAt?.toISOString().slice(0, 10)}; it cannot be calculated again.`,
    );
}

async function report(app: FastifyInstance, id: number, values: Partial<typeof payoutJobs.$inferInsert>) {
  const [row] = await app.db.update(payoutJobs).set(values).where(eq(payoutJobs.id, id)).returning();
  if (row) app.events.emit('payout-progress', payoutJobView(row));
}

/** The draft replaces the period's earlier draft in one transaction, so a batch never holds two calculations. */
async function writeDraft(
  app: FastifyInstance,
  period: PayoutPeriod,
  actor: Principal,
  jobId: number,
  invoices: InvoiceDraft[],
) {
  const accounts = new Map<string, HolderAccount>();
  for (let from = 0; from < invoices.length; from += STEP) {
    const step = invoices.slice(from, from + STEP);
    for (const [key, account] of await holderAccounts(
      app.db,
      step.map((invoice) => invoice.holder),
    ))
      accounts.set(key, account);
    await report(app, jobId, { done: Math.min(from + STEP, invoices.length) });
  }
  await app.db.transaction(async (tx) => {
    await tx
      .insert(payoutBatches)
      .values({ interval: period.interval, periodStart: period.start, periodEnd: period.end })
      .onConflictDoNothing();
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)))
      .for('update');
    if (!batch) throw new Error('The payout batch vanished while it was written');
    if (batch.status === 'final') throw new Error('The payout was finalised while it was calculated');
    await tx.delete(payoutInvoices).where(eq(payoutInvoices.batch, batch.id));
    if (invoices.length > 0)
      await tx.insert(payoutInvoices).values(
        invoices.map((invoice) => ({
          batch: batch.id,
          performer: 'performer' in invoice.holder ? invoice.holder.performer : null,
          studio: 'studio' in invoice.holder ? invoice.holder.studio : null,
          holderName: `#${Object.values(invoice.holder)[0]}`,
          ...accounts.get(holderKey(invoice)),
          paymentType: invoice.paymentType,
          earnings: invoice.earnings,
          withheld: invoice.withheld,
          paidBack: invoice.paidBack,
          amount: invoice.amount,
          lines: invoice.lines,
        })),
      );
    await tx
      .update(payoutBatches)
      .set({ calculatedAt: new Date(), validatedAt: null, version: sql`${payoutBatches.version} + 1` })
      .where(eq(payoutBatches.id, batch.id));
    await writeAudit(tx, {
      actor: actor.account,
      action: 'payout.calculate',
      target: `payout:${batch.id}`,
      after: {
        invoices: invoices.length,
        total: invoices.reduce((sum, invoice) => sum + invoice.amount, 0),
      },
    });
  });
}

/**
 * Starts calculating a period's payout as a job: its progress is stored (a reloaded page finds it) and sent
 * over the socket as `payout-progress`. One job per period at a time: asking again while one runs answers
 * that job. `finished` settles when the job has (tests wait for it, or for app.background; the route does not).
 */
export async function startPayoutCalculation(
  app: FastifyInstance,
  period: PayoutPeriod,
  actor: Principal,
): Promise<{ job: PayoutJob; finished: Promise<void> }> {
  await refuseFinal(app, period);
  const [created] = await app.db
    .insert(payoutJobs)
    .values({ interval: period.interval, periodStart: period.start, startedBy: actor.account.username })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [running] = await app.db
      .select()
      .from(payoutJobs)
      .where(
        and(
          eq(payoutJobs.interval, period.interval),
          eq(payoutJobs.periodStart, period.start),
          eq(payoutJobs.status, 'running'),
        ),
      );
    if (!running) throw new ApiError(409, 'CONFLICT', 'A calculation of this period just ended; ask again.');
    return { job: payoutJobView(running), finished: Promise.resolve() };
  }
  const run = async () => {
    const invoices = calculateInvoices(await loadPayoutInput(app.db, period));
    await report(app, created.id, { total: invoices.length });
    await writeDraft(app, period, actor, created.id, invoices);
    await report(app, created.id, { status: 'done', done: invoices.length, finishedAt: new Date() });
  };
  const finished = run().catch(async (error: unknown) => {
    app.log.error({ err: error }, 'payout calculation failed');
    const message = error instanceof Error ? error.message : String(error);
    await report(app, created.id, { status: 'failed', error: message, finishedAt: new Date() }).catch(
      () => {},
    );
  });
  app.background.track(finished);
  return { job: payoutJobView(created), finished };
}
