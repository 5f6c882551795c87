import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  payoutBatchSummary,
  payoutInvoice,
  type PayoutBatchSummary,
  type PayoutInvoice,
} from '../../../../contract/finance/payoutApi';
import { maskValue } from '../../../../contract/masking';
import { sepaLeftOut } from '../../../../contract/finance/sepa/sepaLeftOut';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import type { Db } from '../../../db/Db';
import { jobs } from '../../../db/schema/jobs';
import { payoutBatches, payoutInvoices } from '../../../db/schema/payouts';
import { jobRowView } from '../../../jobs/jobRowView';
import { PAYOUT_CALCULATION } from '../../../../contract/jobs/jobKinds';
import { payoutCalculationKey } from './payoutCalculationKey';
import { payoutJobOf } from '../../../../contract/finance/payoutJobOf';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The periods' batches as the payouts page lists them: status, invoice count, total, bank problems, last job. */
export async function payoutSummaries(
  db: Db,
  periods: readonly PayoutPeriod[],
): Promise<PayoutBatchSummary[]> {
  if (periods.length === 0) return [];
  const { interval } = periods[0]!;
  const starts = periods.map((period) => period.start);
  const batches = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.interval, interval), inArray(payoutBatches.periodStart, starts)));
  const invoices = batches.length
    ? await db
        .select({
          batch: payoutInvoices.batch,
          amount: payoutInvoices.amount,
          problems: payoutInvoices.problems,
        })
        .from(payoutInvoices)
        .where(
          inArray(
            payoutInvoices.batch,
            batches.map((batch) => batch.id),
          ),
        )
    : [];
  const calculations = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, PAYOUT_CALCULATION), inArray(jobs.key, periods.map(payoutCalculationKey))))
    .orderBy(desc(jobs.id));
  return periods.map((period) => {
    const batch = batches.find((row) => row.periodStart === period.start);
    const own = batch ? invoices.filter((row) => row.batch === batch.id) : [];
    const job = calculations.find((row) => row.key === payoutCalculationKey(period));
    return payoutBatchSummary.parse({
      interval,
      start: period.start,
      end: period.end,
      status: batch?.status ?? 'none',
      invoices: own.length,
      total: own.reduce((sum, row) => sum + row.amount, 0),
      problems: own.filter((row) => (row.problems?.length ?? 0) > 0).length,
      calculatedAt: iso(batch?.calculatedAt ?? null),
      validatedAt: iso(batch?.validatedAt ?? null),
      finalisedAt: iso(batch?.finalisedAt ?? null),
      finalisedBy: batch?.finalisedBy ?? null,
      job: job ? payoutJobOf(jobRowView(job)) : null,
    });
  });
}

/** One period's invoices, studios first, then models, each by holder. */
export async function payoutInvoicesOf(db: Db, period: PayoutPeriod): Promise<PayoutInvoice[]> {
  const [batch] = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)));
  if (!batch) return [];
  const rows = await db
    .select()
    .from(payoutInvoices)
    .where(eq(payoutInvoices.batch, batch.id))
    .orderBy(payoutInvoices.id);
  // The IBAN is private data: the page shows its last four characters; only the SEPA file carries it whole.
  return rows.map(({ batch: _batch, bankCountry: _country, ...row }) =>
    payoutInvoice.parse({
      ...row,
      iban: maskValue(row.iban) ?? '',
      kind: row.studio === null ? 'model' : 'studio',
      sepaLeftOut: sepaLeftOut(row),
    }),
  );
}
