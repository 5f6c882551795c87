/** The payout intervals of docs/product.md#entities, as studios choose them. */
export const PAYOUT_INTERVALS = ['10 Days', 'Monthly'] as const;

export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];

/** The calendar days one payout covers, inclusive, 'YYYY-MM-DD' (Europe/Amsterdam days). */
export interface PayoutPeriod {
  interval: PayoutInterval;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The period of an interval that holds a day: the month, or its 1st–10th, 11th–20th, or 21st to its last day.
 *
 * @example
 * payoutPeriodOf('10 Days', '2026-02-25'); // { interval: '10 Days', start: '2026-02-21', end: '2026-02-28' }
 */
export function payoutPeriodOf(interval: PayoutInterval, day: string): PayoutPeriod {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const prefix = `${year}-${pad(month)}-`;
  const last = lastDay(year, month);
  if (interval === 'Monthly') return { interval, start: `${prefix}01`, end: `${prefix}${pad(last)}` };
  const first = date <= 10 ? 1 : date <= 20 ? 11 : 21;
  return {
    interval,
    start: `${prefix}${pad(first)}`,
    end: `${prefix}${pad(first === 21 ? last : first + 9)}`,
  };
}

/**
 * The `count` most recent periods of an interval that have ended by `today`, newest first.
 *
 * @example
 * recentPayoutPeriods('Monthly', '2026-11-24', 2).map((period) => period.start); // ['2026-10-01', '2026-09-01']
 */
export function recentPayoutPeriods(interval: PayoutInterval, today: string, count: number): PayoutPeriod[] {
  const periods: PayoutPeriod[] = [];
  let period = payoutPeriodOf(interval, today);
  while (periods.length < count) {
    const before = new Date(`${period.start}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    period = payoutPeriodOf(interval, before.toISOString().slice(0, 10));
    periods.push(period);
  }
  return periods;
}

/** Whether a text names the start of a period of the interval (a period asked for by its start day). */
export function isPayoutPeriodStart(interval: PayoutInterval, day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  return real && payoutPeriodOf(interval, day).start === day;
}
