import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkBankAccount } from '../../../../contract/banking/checkBankAccount';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import { sepaCreditTransfer, type SepaTransfer } from '../../../../contract/finance/sepa/sepaCreditTransfer';
import { sepaLeftOut } from '../../../../contract/finance/sepa/sepaLeftOut';
import type { Principal } from '../../../auth/Principal';
import { payoutBatches, payoutInvoices } from '../../../db/schema/payouts';
import { ApiError } from '../../../http/ApiError';
import { writeAudit } from '../../../trail/writeAudit';
import { financeToday } from '../financeToday';

/** The first working day (Monday to Friday) after a day, as a bank executes a transfer. */
function nextBusinessDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

/**
 * The SEPA credit-transfer file of a final payout: one transfer per invoice with money to pay to a valid SEPA
 * account (sepaLeftOut, which the payouts page asks too), from the platform's account, executed on the next
 * working day. The message id is the batch's own, so a bank refuses the same file uploaded twice. Each download
 * is audited.
 */
export async function payoutSepaFile(
  app: FastifyInstance,
  period: PayoutPeriod,
  actor: Principal,
): Promise<string> {
  const [batch] = await app.db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.interval, period.interval), eq(payoutBatches.periodStart, period.start)));
  if (!batch || batch.status !== 'final' || !batch.finalisedAt)
    throw new ApiError(
      409,
      'CONFLICT',
      'Only a finalised payout has a SEPA file: finalise this period first.',
    );
  const invoices = await app.db
    .select()
    .from(payoutInvoices)
    .where(eq(payoutInvoices.batch, batch.id))
    .orderBy(asc(payoutInvoices.id));
  const transfers: SepaTransfer[] = invoices.flatMap((invoice) => {
    if (sepaLeftOut(invoice) !== null || !invoice.number) return [];
    const account = checkBankAccount({ holder: invoice.accountHolder, iban: invoice.iban, bic: invoice.bic });
    return [
      {
        endToEndId: invoice.number,
        amount: invoice.amount,
        name: invoice.accountHolder || invoice.holderName,
        iban: account.iban,
        bic: account.bic,
        remittance: `Payout ${period.interval} ${period.start} to ${period.end} ${invoice.number}`,
      },
    ];
  });
  if (transfers.length === 0)
    throw new ApiError(409, 'CONFLICT', 'This payout has no invoice to pay to a SEPA account.');
  const xml = sepaCreditTransfer({
    messageId: `WSE-${batch.id}-${transfers[0]!.endToEndId.split('-')[0]}`,
    createdAt: batch.finalisedAt,
    executionDate: nextBusinessDay(financeToday()),
    debtor: app.config.sepaDebtor,
    transfers,
  });
  await writeAudit(app.db, {
    actor: actor.account,
    action: 'payout.sepa',
    target: `payout:${batch.id}`,
    before: null,
    after: { transfers: transfers.length, total: transfers.reduce((sum, item) => sum + item.amount, 0) },
    save: actor.save,
  });
  return xml;
}
