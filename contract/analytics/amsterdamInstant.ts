import { amsterdamClock } from './amsterdamClock';

const HOUR = 3_600_000;

/**
 * The moment a wall-clock time ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM[:SS]') shows in Europe/Amsterdam; a time the
 * clock shows twice (the autumn change) is its first, a skipped one (spring) an hour later.
 *
 * @example
 * amsterdamInstant('2026-03-29'); // Date.parse('2026-03-28T23:00:00Z')
 */
export function amsterdamInstant(wall: string): number {
  const asUtc = Date.parse(wall.length === 10 ? `${wall}T00:00:00Z` : `${wall}Z`);
  // Amsterdam is UTC+2 or UTC+1; the summer reading is the earlier moment, so try it first.
  const summer = asUtc - 2 * HOUR;
  return amsterdamClock(summer).offset === 120 ? summer : asUtc - HOUR;
}
