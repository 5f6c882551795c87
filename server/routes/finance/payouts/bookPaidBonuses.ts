import { and, eq } from 'drizzle-orm';
import type { InvoiceLine } from '../../../../contract/finance/calculateInvoices';
import type { Db } from '../../../db/Db';
import { bonuses } from '../../../db/schema/bonuses';
import { ApiError } from '../../../http/ApiError';

/**
 * Marks the bonuses an invoice's lines pay as paid by it, inside the finalising transaction. A bonus paid by
 * another batch meanwhile, changed or deleted since the calculation is a 409 that rolls the whole batch back, so
 * no bonus is ever paid twice or at an amount nobody sees any more.
 */
export async function bookPaidBonuses(
  tx: Db,
  invoice: { batch: number; number: string; lines: readonly InvoiceLine[] },
): Promise<void> {
  for (const line of invoice.lines) {
    if (line.bonus === undefined) continue;
    const booked = await tx
      .update(bonuses)
      .set({ status: 'paid', paidBatch: invoice.batch, paidInvoice: invoice.number, paidAt: new Date() })
      .where(
        and(
          eq(bonuses.id, line.bonus),
          eq(bonuses.status, 'pending'),
          eq(bonuses.amount, line.earned),
          eq(bonuses.performer, line.performer),
        ),
      )
      .returning({ id: bonuses.id });
    if (booked.length === 0)
      throw new ApiError(
        409,
        'CONFLICT',
        `Bonus ${line.bonus} was paid, changed or deleted since the calculation; calculate again.`,
      );
  }
}
