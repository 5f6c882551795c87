import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';

/**
 * Why a draft payout cannot be finalised yet, in the words the page shows, or null when it can (or is not a draft).
 *
 * @example
 * finaliseBlocker({ ...draft, validatedAt: null }); // 'Validate the bank data before finalising.'
 */
export function finaliseBlocker(batch: PayoutBatchSummary): string | null {
  if (batch.status !== 'draft') return null;
  if (!batch.validatedAt) return 'Validate the bank data before finalising.';
  if (batch.problems > 0)
    return `${batch.problems} invoice(s) have bank data problems: correct them, calculate and validate again.`;
  return null;
}
