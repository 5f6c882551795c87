import { asc, sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { partners, whitelabelSites } from '../schema/platform';
import { visits } from '../schema/platformHistory';
import { PLATFORM_NAMES } from './platformNames';
import { PlatformRandom } from './platformRandom';
import { HOUR_SHAPE, WEEKDAY_SHAPE } from './weeklyShape';

const DAY = 24 * 3600 * 1000;
/** Thirteen months of days before the seed's "today" (and today's hours before now), as seedMoney's window. */
const DAYS = 395;
/** Visits per member over the thirteen months: 200,000 at SEED_SCALE=1, 10,000,000 at 50. */
export const VISITS_PER_MEMBER = 10;
/** Rows per INSERT … SELECT: the database makes them; nothing of them is held here. */
const BATCH = 250_000;
/** Each whitelabel site's share (by position) of the visits, out of 100. */
const SITE_SHARE = [16, 12, 6, 10, 7, 6, 11, 5, 5, 9, 6, 7];
/** Of every 100 visits: 80 arrive with the site's own partner's code, 12 with another partner's, 8 direct. */
const OWN_PARTNER = 0.8;
const OTHER_PARTNER = 0.92;

/** `size` slots, each value filling its share of them: picking slot `floor(u * size)` picks by weight. */
function slots<T>(entries: readonly (readonly [T, number])[], size = 100): T[] {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const out: T[] = [];
  let reached = 0;
  for (const [value, weight] of entries) {
    reached += weight;
    while (out.length < Math.round((reached / total) * size)) out.push(value);
  }
  return out;
}

/** A uniform draw in [0, 1) from key `k` and stream `j`: the same on every run and both databases. */
const uniform = (j: number) => `((hashint8extended(k, ${j}) & 2147483647)::float8 / 2147483648)`;

/** The local (Amsterdam) calendar day `back` days before `now`'s, as YYYY-MM-DD, with its weekday (0 = Monday). */
function localDay(now: Date, back: number): { day: string; weekday: number } {
  const local = new Date(now.toLocaleString('en-US', { timeZone: 'Europe/Amsterdam' }) + ' UTC');
  const day = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - back * DAY,
  );
  return { day: day.toISOString().slice(0, 10), weekday: (day.getUTCDay() + 6) % 7 };
}

/**
 * How many visits each Amsterdam hour of the window gets: the weekday and hour shapes, a platform that grew by half
 * over the thirteen months, and a little noise per day; the hours of today run up to now's.
 */
function visitsPerHour(now: Date, total: number): { first: string; counts: number[] } {
  const random = new PlatformRandom(20261126);
  const nowHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );
  const weights: number[] = [];
  for (let back = DAYS; back >= 0; back--) {
    const { weekday } = localDay(now, back);
    const trend = 0.8 + (0.4 * (DAYS - back)) / DAYS;
    const noise = 0.85 + random.next() * 0.3;
    for (let hour = 0; hour < 24; hour++)
      weights.push(
        back === 0 && hour > nowHour ? 0 : trend * noise * WEEKDAY_SHAPE[weekday]! * HOUR_SHAPE[hour]!,
      );
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  return {
    first: localDay(now, DAYS).day,
    // Rounded up or down by chance, so a small seed's quiet hours keep their share instead of rounding to none.
    counts: weights.map((weight) => {
      const exact = (total * weight) / sum;
      return Math.floor(exact) + (random.chance(exact - Math.floor(exact)) ? 1 : 0);
    }),
  };
}

const intArray = (values: readonly number[]) => sql.raw(`array[${values.join(',')}]::int[]`);

/**
 * Thirteen months of visits before `now` (VISITS_PER_MEMBER per member), spread over the whitelabel sites, the
 * partners' codes and the members' countries, busiest at weekends and in the evening (Amsterdam time). The
 * database makes the rows (INSERT … SELECT over generate_series, about 250,000 a statement, in time order) from
 * a count per hour, so ten million visits never pass through here; each statement's rows reach traffic_hours
 * through its triggers.
 *
 * @example
 * await seedVisits(tx, new Date('2026-11-01T12:00:00Z'), 20_000);
 */
export async function seedVisits(db: Db, now: Date, memberCount: number): Promise<void> {
  const sites = await db
    .select({ id: whitelabelSites.id, partner: whitelabelSites.partner })
    .from(whitelabelSites)
    .orderBy(asc(whitelabelSites.id));
  const partnerIds = (await db.select({ id: partners.id }).from(partners).orderBy(asc(partners.id))).map(
    (row) => row.id,
  );
  if (sites.length === 0 || partnerIds.length === 0 || memberCount <= 0) return;
  const siteSlots = slots(sites.map((_, index) => [index + 1, SITE_SHARE[index] ?? 5] as const));
  const countrySlots = slots(PLATFORM_NAMES.countries).map((code) => {
    if (!/^[A-Z]{2}$/.test(code)) throw new Error(`Not a country code: ${code}`);
    return `'${code}'`;
  });
  const { first, counts } = visitsPerHour(now, VISITS_PER_MEMBER * memberCount);
  for (let from = 0; from < counts.length;) {
    let to = from;
    let rows = 0;
    while (to < counts.length && (to === from || rows + counts[to]! <= BATCH)) rows += counts[to++]!;
    await db.execute(sql`insert into ${visits} (at, site_id, partner_id, partner_code, country)
      select d.at, d.site, d.partner, p.partner_code, d.country
      from (
        select s.at, (${intArray(sites.map((site) => site.id))})[s.pos] as site,
          case when s.u3 < ${OWN_PARTNER} then (${intArray(sites.map((site) => site.partner ?? 0))})[s.pos]
            when s.u3 < ${OTHER_PARTNER} then (${intArray(partnerIds)})[1 + floor(s.u4 * ${partnerIds.length})::int]
          end as partner,
          (${sql.raw(`array[${countrySlots.join(',')}]::text[]`)})[1 + floor(s.u5 * 100)::int] as country
        from (
          select h.start + floor(${sql.raw(uniform(1))} * 3600) * interval '1 second' as at,
            (${intArray(siteSlots)})[1 + floor(${sql.raw(uniform(2))} * 100)::int] as pos,
            ${sql.raw(uniform(3))} as u3, ${sql.raw(uniform(4))} as u4, ${sql.raw(uniform(5))} as u5
          from (
            select ((${first}::date + ((c.i - 1) / 24)::int) + ((c.i - 1) % 24)::int * interval '1 hour')
              at time zone 'Europe/Amsterdam' as start, c.n, c.i
            from (select n, (i0 + ${from})::int as i
              from unnest(${intArray(counts.slice(from, to))}) with ordinality as u(n, i0)) c
          ) h
          cross join lateral generate_series(1, h.n) g
          cross join lateral (select h.i::bigint * 1000000 + g as k) keys
        ) s
      ) d
      left join ${partners} p on p.id = d.partner
      where d.at < ${now.toISOString()}::timestamptz
      order by d.at`);
    from = to;
  }
}
