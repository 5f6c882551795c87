import { amsterdamClock } from '../../../contract/analytics/amsterdamClock';
import type { DateGrouping } from '../../../contract/analytics/dateGroupings';
import type { ReportPeriod } from './ReportPeriod';
import { CLOCK_UNIT } from './resolvePeriod';

/** A bucket: `key` as the SQL of reportSql names it, `period` as the answer shows it. */
export interface Bucket {
  key: string;
  period: string;
}

const DAY = 86_400_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

function clockLabel(time: number): string {
  const { date, time: clock, offset } = amsterdamClock(time);
  const hours = String(Math.floor(offset / 60)).padStart(2, '0');
  return `${date}T${clock}+${hours}:${String(offset % 60).padStart(2, '0')}`;
}

/** The first day of the bucket of a grouping by days that a day ('YYYY-MM-DD' at UTC midnight) falls in. */
function bucketStart(grouping: DateGrouping, time: number): number {
  const date = new Date(time);
  if (grouping === 'week') return time - ((date.getUTCDay() + 6) % 7) * DAY;
  if (grouping === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  if (grouping === 'year') return Date.UTC(date.getUTCFullYear(), 0, 1);
  return time;
}

/**
 * Every bucket of a period in order, so a chart gets the empty ones too; stops once past `limit` (the caller
 * refuses such a period).
 */
export function reportBuckets(grouping: DateGrouping, period: ReportPeriod, limit: number): Bucket[] {
  const buckets: Bucket[] = [];
  const unit = CLOCK_UNIT[grouping];
  if (unit) {
    for (let time = period.start; time < period.end && buckets.length <= limit; time += unit)
      buckets.push({ key: String(time / 1000), period: clockLabel(time) });
    return buckets;
  }
  if (grouping === 'day') return WEEKDAYS.map((period, index) => ({ key: String(index + 1), period }));
  const last = Date.parse(`${period.to}T00:00:00Z`);
  for (let day = Date.parse(`${period.from}T00:00:00Z`); day <= last && buckets.length <= limit; day += DAY) {
    const key = iso(bucketStart(grouping, day));
    if (buckets.at(-1)?.key !== key) buckets.push({ key, period: key });
  }
  return buckets;
}
