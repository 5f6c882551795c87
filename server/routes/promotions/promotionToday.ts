/**
 * Today's calendar day where the platform's marketing works, Europe/Amsterdam ('YYYY-MM-DD'): a promotion's
 * first and last days are whole days there.
 *
 * @example
 * promotionToday(new Date('2026-10-31T23:30:00Z')); // '2026-11-01'
 */
export const promotionToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
