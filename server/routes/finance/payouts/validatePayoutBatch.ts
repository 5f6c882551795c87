import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkBankAccount } from '../../../../contract/banking/checkBankAccount';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import type { Principal } from '../../../auth/Principal';
import { payoutBatches, payoutInvoices } from '../../../db/schema/payouts';
import { ApiError } from '../../../http/ApiError';
import { writeAudit } from '../../../trail/writeAudit';

/** What stands in the way of paying an invoice by SEPA transfer, by the payout validator's rules. */
export function invoiceProblems(invoice: {
  amount: number;
  accountHolder: string;
  iban: string;
  bic: string;
}) {
  if (invoice.amount <= 0) return [];
  const check = checkBankAccount({ holder: invoice.accountHolder, iban: invoice.iban, bic: invoice.bic });
  return [
    ...check.errors,
    ...(check.errors.length === 0 && !check.sepa ? ['Not a SEPA account: pay it by hand'] : []),
  ];
}

/**
 * Checks the bank data of every invoice of a draft batch and keeps what each lacks; finalising asks for a
 * batch validated since its last calculation without problems.
 */
export async function validatePayoutBatch(app: FastifyInstance, period: PayoutPeriod, actor: Principal) {
  await app.db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)))
      .for('update');
    if (!batch) throw new ApiError(409, 'CONFLICT', 'Calculate this period first.');
    if (batch.status === 'final')
      throw new ApiError(409, 'CONFLICT', 'This payout is final; its bank data was checked then.');
    const invoices = await tx.select().from(payoutInvoices).where(eq(payoutInvoices.batch, batch.id));
    let withProblems = 0;
    for (const invoice of invoices) {
      const problems = invoiceProblems(invoice);
      if (problems.length > 0) withProblems += 1;
      await tx.update(payoutInvoices).set({ problems }).where(eq(payoutInvoices.id, invoice.id));
    }
    await tx
      .update(payoutBatches)
      .set({ validatedAt: new Date(), version: sql`${payoutBatches.version} + 1` })
      .where(eq(payoutBatches.id, batch.id));
    await writeAudit(tx, {
      actor: actor.account,
      action: 'payout.validate',
      target: `payout:${batch.id}`,
      after: { invoices: invoices.length, withProblems },
    });
  });
}
