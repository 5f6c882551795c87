import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';

/** The payout-calculation job's key: one calculation of a period runs at a time. */
export function payoutCalculationKey(period: Pick<PayoutPeriod, 'interval' | 'start'>): string {
  return `${period.interval}:${period.start}`;
}
