import type { PayoutPeriod } from '../payoutPeriods';

/**
 * The name a payout's SEPA file is saved under, the same from the server's answer and the page's download.
 *
 * @example
 * sepaFileName({ interval: '10 Days', start: '2026-10-11' }); // 'sepa-10-days-2026-10-11.xml'
 */
export const sepaFileName = (period: Pick<PayoutPeriod, 'interval' | 'start'>) =>
  `sepa-${period.interval.toLowerCase().replace(/\s+/g, '-')}-${period.start}.xml`;
