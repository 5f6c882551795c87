/**
 * Today's calendar day in Europe/Amsterdam, where the finance office works ('YYYY-MM-DD').
 *
 * @example
 * financeToday(new Date('2026-10-31T23:30:00Z')); // '2026-11-01'
 */
export const financeToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
