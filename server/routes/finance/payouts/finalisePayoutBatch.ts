import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import { confirmSecondFactor } from '../../../auth/confirmSecondFactor';
import type { Principal } from '../../../auth/Principal';
import { jobs } from '../../../db/schema/jobs';
import { payoutBatches, payoutInvoices } from '../../../db/schema/payouts';
import { PAYOUT_CALCULATION } from '../../../../contract/jobs/jobKinds';
import { payoutCalculationKey } from './payoutCalculationKey';
import { reservations } from '../../../db/schema/reservations';
import { bookPaidBonuses } from './bookPaidBonuses';
import { ApiError } from '../../../http/ApiError';
import { writeAudit } from '../../../trail/writeAudit';

const numberPrefix = (period: PayoutPeriod) =>
  `${period.interval === 'Monthly' ? 'M' : 'D'}${period.start.replaceAll('-', '')}`;

/**
 * Makes a period's payout final, confirmed with a fresh code of the actor's authenticator (an account without
 * two-factor sign-in may not: it enrols first), in one transaction: numbers its invoices, books the reservations it withheld
 * and paid back and the bonuses it pays, and closes the batch. Twice is once: a final batch is answered as it is, and two at the same
 * time queue on the batch's row lock. Anything that fails rolls all of it back.
 */
export async function finalisePayoutBatch(
  app: FastifyInstance,
  period: PayoutPeriod,
  actor: Principal,
  code: string | undefined,
): Promise<void> {
  await confirmSecondFactor(app.db, actor, code, 'Finalising a payout');
  await app.db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)))
      .for('update');
    if (!batch) throw new ApiError(409, 'CONFLICT', 'Calculate this period first.');
    if (batch.status === 'final') return;
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, PAYOUT_CALCULATION),
          eq(jobs.key, payoutCalculationKey(period)),
          inArray(jobs.status, ['queued', 'running']),
        ),
      );
    if (running)
      throw new ApiError(409, 'CONFLICT', 'This period is being calculated; finalise it when that is done.');
    if (!batch.validatedAt)
      throw new ApiError(409, 'CONFLICT', 'Validate the bank data of this calculation first.');
    const invoices = await tx
      .select()
      .from(payoutInvoices)
      .where(eq(payoutInvoices.batch, batch.id))
      .orderBy(payoutInvoices.id);
    const blocked = invoices.filter((invoice) => (invoice.problems?.length ?? 0) > 0);
    if (blocked.length > 0)
      throw new ApiError(
        409,
        'CONFLICT',
        `${blocked.length} invoice(s) have bank data problems (${blocked
          .slice(0, 3)
          .map((invoice) => invoice.holderName)
          .join(', ')}${blocked.length > 3 ? ', …' : ''}): correct them, calculate and validate again.`,
      );
    const prefix = numberPrefix(period);
    for (const [index, invoice] of invoices.entries()) {
      const number = `${prefix}-${String(index + 1).padStart(4, '0')}`;
      await tx.update(payoutInvoices).set({ number }).where(eq(payoutInvoices.id, invoice.id));
      await bookPaidBonuses(tx, { batch: batch.id, number, lines: invoice.lines });
      for (const { reservation, amount } of invoice.withheld) {
        const booked = await tx
          .update(reservations)
          .set({ withheld: sql`${reservations.withheld} + ${amount}` })
          .where(
            and(
              eq(reservations.id, reservation),
              sql`${reservations.withheld} + ${amount} <= ${reservations.amount}`,
            ),
          )
          .returning({ id: reservations.id });
        if (booked.length === 0)
          throw new ApiError(
            409,
            'CONFLICT',
            `Reservation ${reservation} changed since the calculation; calculate again.`,
          );
      }
      for (const { reservation } of invoice.paidBack) {
        const booked = await tx
          .update(reservations)
          .set({ paidBackAt: new Date() })
          .where(and(eq(reservations.id, reservation), sql`${reservations.paidBackAt} is null`))
          .returning({ id: reservations.id });
        if (booked.length === 0)
          throw new ApiError(
            409,
            'CONFLICT',
            `Reservation ${reservation} was paid back already; calculate again.`,
          );
      }
    }
    await tx
      .update(payoutBatches)
      .set({
        status: 'final',
        finalisedAt: new Date(),
        finalisedBy: actor.account.username,
        version: sql`${payoutBatches.version} + 1`,
      })
      .where(eq(payoutBatches.id, batch.id));
    await writeAudit(tx, {
      actor: actor.account,
      action: 'payout.finalise',
      target: `payout:${batch.id}`,
      before: { status: 'draft' },
      after: {
        status: 'final',
        invoices: invoices.length,
        total: invoices.reduce((sum, invoice) => sum + invoice.amount, 0),
      },
    });
  });
}
