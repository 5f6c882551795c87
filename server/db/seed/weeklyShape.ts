/** The week of the platform's traffic, Amsterdam time: what the seed's visits, signups, chats and payments follow. */

/** Monday to Sunday: the weekend is the busiest. */
export const WEEKDAY_SHAPE = [0.85, 0.85, 0.9, 0.95, 1.1, 1.35, 1.3];
/** Hours 0 to 23: quiet nights and mornings, a peak in the evening. */
export const HOUR_SHAPE = [
  0.55, 0.4, 0.25, 0.15, 0.1, 0.1, 0.15, 0.25, 0.35, 0.45, 0.5, 0.55, 0.6, 0.6, 0.6, 0.65, 0.7, 0.8, 0.95,
  1.15, 1.35, 1.5, 1.4, 0.9,
];

const HOUR = 3600 * 1000;
const WEEK = 168 * HOUR;
/** Amsterdam in winter; in summer the shape runs an hour early, which no chart will tell. */
const OFFSET = HOUR;
/** 5 January 1970, the first Monday after the epoch. */
const MONDAY = 4 * 24 * HOUR;
/** The weight of each hour of the week, summed: `CUMULATIVE[s]` is the share of the week up to hour `s + 1`. */
const CUMULATIVE = (() => {
  const weights = WEEKDAY_SHAPE.flatMap((day) => HOUR_SHAPE.map((hour) => day * hour));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let reached = 0;
  return weights.map((weight) => (reached += weight / total));
})();

/**
 * Moves a moment drawn evenly over time to where the weekly shape puts it, within the same week: the share of
 * the week before it becomes the share of the week's traffic before it, so a week keeps its events (and a trend
 * over months stays as it was) while weekends and evenings get more of them. Takes no draw from the random
 * stream, so every other seeded value stays as it was. A moment the shape would move outside `[from, to]`
 * stays where it was.
 *
 * @example
 * shapeTime(random.dateBetween(since, now), since, now);
 */
export function shapeTime(at: Date, from: Date, to: Date): Date {
  const local = at.getTime() + OFFSET - MONDAY;
  const weekStart = Math.floor(local / WEEK) * WEEK;
  const share = (local - weekStart) / WEEK;
  let slot = 0;
  while (slot < CUMULATIVE.length - 1 && CUMULATIVE[slot]! <= share) slot++;
  const before = slot === 0 ? 0 : CUMULATIVE[slot - 1]!;
  const within = (share - before) / (CUMULATIVE[slot]! - before);
  const shaped = weekStart + (slot + within) * HOUR - OFFSET + MONDAY;
  return shaped >= from.getTime() && shaped <= to.getTime() ? new Date(Math.floor(shaped)) : at;
}
