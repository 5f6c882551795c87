import { amsterdamClock } from './amsterdamClock';

/** The period presets of docs/product.md#entities, as calendar days in Europe/Amsterdam; weeks start on Monday. */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'this-year',
  'last-year',
] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** An inclusive range of calendar days, 'YYYY-MM-DD'. */
export interface DayPeriod {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days a preset covers around `now`, for the server's presets and the client's period controls alike.
 *
 * @example
 * presetPeriod('this-week', new Date('2024-05-15T12:00:00Z')); // { from: '2024-05-13', to: '2024-05-19' }
 */
export function presetPeriod(preset: PeriodPreset, now: Date = new Date()): DayPeriod {
  // Day arithmetic runs on UTC midnights of the Amsterdam calendar day, so no offset can shift a day.
  const today = Date.parse(`${amsterdamClock(now.getTime()).date}T00:00:00Z`);
  const date = new Date(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const monday = today - ((date.getUTCDay() + 6) % 7) * DAY;
  switch (preset) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'yesterday':
      return { from: iso(today - DAY), to: iso(today - DAY) };
    case 'this-week':
      return { from: iso(monday), to: iso(monday + 6 * DAY) };
    case 'last-week':
      return { from: iso(monday - 7 * DAY), to: iso(monday - DAY) };
    case 'this-month':
      return { from: iso(Date.UTC(year, month, 1)), to: iso(Date.UTC(year, month + 1, 0)) };
    case 'last-month':
      return { from: iso(Date.UTC(year, month - 1, 1)), to: iso(Date.UTC(year, month, 0)) };
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}
