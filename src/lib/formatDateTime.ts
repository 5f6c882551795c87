import { dateParts } from './dateParts';

/**
 * Formats a moment as 'YYYY-MM-DD HH:mm' (docs/product.md#constants), in the given time zone or the browser's
 * own.
 *
 * @example
 * formatDateTime('2024-03-05T08:07:00Z', 'UTC'); // '2024-03-05 08:07'
 */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const { year, month, day, hour, minute } = dateParts(value, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
