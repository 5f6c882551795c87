// Analytics report latency over the large seeded platform, through the real app (issue 26: p95 < 300 ms at
// SEED_SCALE=50 on PostgreSQL for thirteen months by date and one month by hour).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/analytics.ts
//
// See benchPlatform.ts for the data (BENCH_SEED_SCALE, default 50, kept for later runs). Prints what each report
// reads (traffic_days rows for thirteen months, traffic_hours rows for one month) and p50/p95/max per report.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rowsOf';
import { tokenFor } from '../../server/test/tokenFor';
import { openBenchPlatform, timeEach } from './benchPlatform';

const RUNS = 40;
const BUDGET_MS = 300;
const DAY = 86_400_000;
const { app, close } = await openBenchPlatform();
const token = await tokenFor(app, 'admin');

// The seed's own today (its history ends there), which need not be the clock's: an app that ran since may have
// added a few rows for the clock's days.
const [last] = rowsOf<{ day: string }>(
  await app.db.execute(
    sql`select max(day)::text as day from (select day from traffic_days group by day having count(*) > 100) days`,
  ),
);
const today = last?.day ?? new Date().toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(Date.parse(today) - days * DAY).toISOString().slice(0, 10);
const thirteenMonths = { from: daysBefore(395), to: today };
const oneMonth = { from: daysBefore(30), to: today };

const [read] = rowsOf<{ days: number; sites: number; countries: number; hours: number; visits: number }>(
  await app.db.execute(sql`
    select
      (select count(*)::int from traffic_days where day between ${thirteenMonths.from}::date and ${thirteenMonths.to}::date) as days,
      (select count(*)::int from traffic_day_sites where day between ${thirteenMonths.from}::date and ${thirteenMonths.to}::date) as sites,
      (select count(*)::int from traffic_day_countries where day between ${thirteenMonths.from}::date and ${thirteenMonths.to}::date) as countries,
      (select count(*)::int from traffic_hours where hour >= ${oneMonth.from}::date - interval '1 day' and hour < ${oneMonth.to}::date + interval '2 days') as hours,
      (select count(*)::int from visits) as visits`),
);
console.log(
  `reads: for ${thirteenMonths.from}..${thirteenMonths.to} ${read?.sites} traffic_day_sites rows (by site or none), ` +
    `${read?.countries} traffic_day_countries rows (by country alone), ${read?.days} traffic_days rows (by partner), ` +
    `${read?.hours} traffic_hours rows for ${oneMonth.from}..${oneMonth.to} (of ${read?.visits} visits)`,
);
const sites = rowsOf<{ id: number }>(await app.db.execute(sql`select id from whitelabel_sites order by id`));
const countries = ['NL', 'DE', 'BE', 'CO'];

const report = async (body: Record<string, unknown>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/analytics/report',
    headers: { token },
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new Error(`${JSON.stringify(body)}: ${response.statusCode} ${response.body}`);
  return `${(response.json() as { rows: unknown[] }).rows.length} buckets`;
};

const variants = (base: Record<string, unknown>) =>
  Array.from({ length: RUNS }, (_, index) => ({
    ...base,
    ...(index % 4 === 1 ? { site: sites[index % sites.length]?.id } : {}),
    ...(index % 4 === 2 ? { country: countries[index % countries.length] } : {}),
  }));

for (const body of variants({ report: 'visitors', ...thirteenMonths }).slice(0, 5)) await report(body);
console.log('POST /analytics/report as admin (a quarter of the runs by site, a quarter by country):');
for (const type of ['visitors', 'financial-stats'] as const) {
  await timeEach(
    `13 months by date, ${type}`,
    variants({ report: type, ...thirteenMonths }),
    report,
    BUDGET_MS,
  );
  await timeEach(
    `1 month by hour, ${type}`,
    variants({ report: type, grouping: 'hour', ...oneMonth }),
    report,
    BUDGET_MS,
  );
}
await timeEach(
  '13 months by date, compared',
  variants({ report: 'signups', compare: true, ...thirteenMonths }),
  report,
  BUDGET_MS,
);
const partners = rowsOf<{ id: number }>(
  await app.db.execute(sql`select id from partners order by id limit 40`),
);
await timeEach(
  '13 months by date, one partner',
  partners.map((partner) => ({ report: 'affiliate-stats', partner: partner.id, ...thirteenMonths })),
  report,
  BUDGET_MS,
);
await close();
