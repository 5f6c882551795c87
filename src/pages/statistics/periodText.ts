import type { DateGrouping } from '../../../contract/analytics/dateGroupings';

/**
 * A report bucket as its row and axis show it: the day, 'Week of' its Monday, the month, the year, the weekday,
 * or the Amsterdam clock time with its offset (the night the clocks go back has two 02:00 hours).
 *
 * @example
 * periodText('2026-10-25T02:00:00+01:00', 'hour'); // '2026-10-25 02:00 +01:00'
 */
export function periodText(period: string, grouping: DateGrouping): string {
  switch (grouping) {
    case 'week':
      return `Week of ${period}`;
    case 'month':
      return period.slice(0, 7);
    case 'year':
      return period.slice(0, 4);
    case 'hour':
    case 'minute':
      return `${period.slice(0, 16).replace('T', ' ')} ${period.slice(19)}`;
    case 'second':
      return `${period.slice(0, 19).replace('T', ' ')} ${period.slice(19)}`;
    default:
      return period;
  }
}
