import { amsterdamClock } from '../../../contract/analytics/amsterdamClock';
import { amsterdamInstant } from '../../../contract/analytics/amsterdamInstant';
import { CLOCK_GROUPINGS, type DateGrouping } from '../../../contract/analytics/dateGroupings';
import type { AnalyticsPeriod } from '../../../contract/analytics/analyticsPeriod';
import { presetPeriod } from '../../../contract/analytics/periodPresets';
import type { ReportPeriod } from './ReportPeriod';

const DAY = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Bucket length of a clock grouping, in ms. */
export const CLOCK_UNIT: Partial<Record<DateGrouping, number>> = {
  hour: 3_600_000,
  minute: 60_000,
  second: 1000,
};

/** The days and moments of a request's period (its preset, or from and to), and the previous one of the same length. */
export function resolvePeriod(
  input: AnalyticsPeriod,
  grouping: DateGrouping,
  now = new Date(),
): { current: ReportPeriod; previous: ReportPeriod } {
  const days = input.preset ? presetPeriod(input.preset, now) : { from: input.from!, to: input.to! };
  const start = amsterdamInstant(days.from);
  const end = amsterdamInstant(days.to.length === 10 ? nextDay(days.to) : days.to);
  if (CLOCK_GROUPINGS.includes(grouping)) {
    const unit = CLOCK_UNIT[grouping]!;
    const floored = Math.floor(start / unit) * unit;
    const span = end - floored;
    return {
      current: { from: days.from, to: days.to, start: floored, end },
      previous: { from: wall(floored - span), to: wall(floored), start: floored - span, end: floored },
    };
  }
  const length = (Date.parse(days.to) - Date.parse(days.from)) / DAY + 1;
  const from = dayShift(days.from, -length);
  const to = dayShift(days.from, -1);
  return {
    current: { from: days.from, to: days.to, start, end },
    previous: { from, to, start: amsterdamInstant(from), end: start },
  };
}

const wall = (time: number) => {
  const clock = amsterdamClock(time);
  return `${clock.date}T${clock.time}`;
};
