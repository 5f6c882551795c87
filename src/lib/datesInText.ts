import { formatDateTime } from './formatDateTime';

/** A moment as the API writes it: ISO 8601 with a time and a zone. */
const MOMENT = /\b\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)/g;

/**
 * Text with every moment in it written as the screens write moments, for text the API composed
 * ('Valid until 2026-11-26T09:23:25.163Z').
 *
 * @example
 * datesInText('Valid until 2026-11-26T09:23:25.163Z', 'UTC'); // 'Valid until 2026-11-26 09:23'
 */
export function datesInText(text: string, timeZone?: string): string {
  return text.replace(MOMENT, (moment) => formatDateTime(moment, timeZone));
}
