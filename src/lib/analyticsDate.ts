import { ANALYTICS_TIME_ZONE } from './analyticsTimeZone';
import { dateParts } from './dateParts';

/**
 * The calendar day ('YYYY-MM-DD') of a moment in Europe/Amsterdam, the zone analytics use.
 *
 * @example
 * analyticsDate('2024-01-01T23:30:00Z'); // '2024-01-02'
 */
export function analyticsDate(value: Date | string | number): string {
  const { year, month, day } = dateParts(value, ANALYTICS_TIME_ZONE);
  return `${year}-${month}-${day}`;
}
