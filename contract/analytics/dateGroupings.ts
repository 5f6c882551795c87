/**
 * The date groupings of docs/product.md#entities, each bucket in Europe/Amsterdam: `date` a calendar day, `day` the day of the
 * week (Monday to Sunday, the period folded onto one week), `week` from Monday, `month`, `year`, and the clock
 * groupings `hour`, `minute` and `second`.
 */
export const DATE_GROUPINGS = ['date', 'day', 'week', 'month', 'year', 'hour', 'minute', 'second'] as const;

export type DateGrouping = (typeof DATE_GROUPINGS)[number];

/** The groupings whose buckets are instants, not calendar days: their period may start and end at a time. */
export const CLOCK_GROUPINGS: readonly DateGrouping[] = ['hour', 'minute', 'second'];

/** Most buckets a report may have per grouping, so a chart never gets more bars than it can draw. */
export const MAX_BUCKETS: Record<DateGrouping, number> = {
  date: 400,
  day: 7,
  week: 300,
  month: 240,
  year: 100,
  hour: 1500,
  minute: 1500,
  second: 3600,
};
