import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calculateInvoices, type InvoiceDraft } from '../../../../contract/finance/calculateInvoices';
import {
  payoutPeriodOf,
  type PayoutInterval,
  type PayoutPeriod,
} from '../../../../contract/finance/payoutPeriods';
import type { Db } from '../../../db/Db';
import { payoutBatches, payoutInvoices } from '../../../db/schema/payouts';
import type { JobContext } from '../../../jobs/JobHandler';
import { writeAudit } from '../../../trail/writeAudit';
import { holderAccounts, type HolderAccount } from './holderAccounts';
import { loadPayoutInput } from './loadPayoutInput';
import { PAYOUT_CALCULATION } from '../../../../contract/jobs/jobKinds';

/** Holders whose bank data is looked up per step, each step reported as progress. */
const STEP = 50;

const holderKey = (invoice: InvoiceDraft) =>
  'studio' in invoice.holder ? `studio:${invoice.holder.studio}` : `model:${invoice.holder.performer}`;

/** Each holder's bank data, looked up a step of holders at a time, each step reported as progress. */
async function lookUpAccounts(
  app: FastifyInstance,
  job: JobContext<unknown>,
  invoices: InvoiceDraft[],
): Promise<Map<string, HolderAccount>> {
  const accounts = new Map<string, HolderAccount>();
  await job.progress(0, invoices.length);
  for (let from = 0; from < invoices.length; from += STEP) {
    const step = invoices.slice(from, from + STEP);
    for (const [key, account] of await holderAccounts(
      app.db,
      step.map((invoice) => invoice.holder),
    ))
      accounts.set(key, account);
    await job.progress(Math.min(from + STEP, invoices.length));
  }
  return accounts;
}

/** The draft replaces the period's earlier draft in one transaction, so a batch never holds two calculations. */
async function writeDraft(
  tx: Db,
  period: PayoutPeriod,
  actor: { id: number; username: string },
  invoices: InvoiceDraft[],
  accounts: Map<string, HolderAccount>,
): Promise<PayoutCalculationResult> {
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
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
    actor,
    action: 'payout.calculate',
    target: `payout:${batch.id}`,
    after: { invoices: invoices.length, total },
  });
  return { invoices: invoices.length, total };
}

/** What a finished calculation answers: the draft's invoice count and total (cents). */
interface PayoutCalculationResult {
  invoices: number;
  total: number;
}

/**
 * The payout calculation as a job (server/jobs): the invoices are calculated, the holders' bank data looked up
 * with progress, and the draft written as one step, so a retry does not write it twice.
 */
export function definePayoutCalculation(app: FastifyInstance): void {
  app.jobs.define<{ interval: string; start: string }, PayoutCalculationResult>(PAYOUT_CALCULATION, {
    run: async (job) => {
      const period = payoutPeriodOf(job.data.interval as PayoutInterval, job.data.start);
      const invoices = calculateInvoices(await loadPayoutInput(app.db, period));
      const accounts = await lookUpAccounts(app, job, invoices);
      return job.step('draft', (tx) => writeDraft(tx, period, job.startedBy, invoices, accounts));
    },
  });
}
