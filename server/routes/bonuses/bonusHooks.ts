import { eq } from 'drizzle-orm';
import { bonuses } from '../../db/schema/bonuses';
import { ApiError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';

/**
 * Bonuses beyond CRUD: one a final payout paid is frozen (changed or deleted, it would be paid again or vanish
 * from the books). The row is locked first, so a payout being finalised and an edit never cross.
 */
export const bonusHooks: ResourceHooks<typeof bonuses.$inferSelect> = {
  beforeWrite: async ({ tx }, { op, id }) => {
    if (op === 'create' || id === undefined) return;
    const [row] = await tx
      .select({ status: bonuses.status, paidInvoice: bonuses.paidInvoice })
      .from(bonuses)
      .where(eq(bonuses.id, id))
      .for('update');
    if (row?.status === 'paid')
      throw new ApiError(
        409,
        'CONFLICT',
        `This bonus was paid with payout invoice ${row.paidInvoice ?? ''}; it can no longer be ${op === 'delete' ? 'deleted' : 'changed'}.`,
      );
  },
};
