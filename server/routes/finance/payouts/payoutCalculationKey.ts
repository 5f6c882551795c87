import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';

/** The payout-calculation job's kind, and its key: one calculation of a period runs at a time. */
export const PAYOUT_CALCULATION = 'payout-calculation';

export function payoutCalculationKey(period: Pick<PayoutPeriod, 'interval' | 'start'>): string {
  return `${period.interval}:${period.start}`;
}
