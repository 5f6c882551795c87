import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../schema/platformUsers';
import { chatSessions, payments } from '../schema/platformMoney';
import { trafficHours, visits } from '../schema/platformHistory';
import { rowsOf } from '../rowsOf';
import { sharedTestApp } from '../../test/testApp';

let app: FastifyInstance;

beforeAll(async () => {
  app = await sharedTestApp();
});

const AMS = sql.raw(`'Europe/Amsterdam'`);
const FIGURES = sql.raw(`sum(visits)::int as visits, sum(signups)::int as signups, sum(chats)::int as chats,
  sum(chat_seconds)::bigint::text as chat_seconds, sum(payments)::int as payments, sum(cents)::bigint::text as cents`);
const NONZERO =
  sql.raw(`having (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents))
  <> (0, 0, 0, 0, 0, 0)`);
const KEYS = sql.raw('day, site_id, partner_id, country, chat_kind, payment_type');

/** Every figure per Amsterdam day, site, partner, country, chat kind and payment type, counted from the events. */
async function fromEvents() {
  const partnerOf = (m: string) =>
    sql.raw(`left join partners p on p.partner_code = ${m}.affiliate_code
      left join whitelabel_sites s on s.id = ${m}.whitelabel_id`);
  const rows = await app.db.execute(sql`select ${KEYS}, ${FIGURES} from (
      select (at at time zone ${AMS})::date as day, site_id, partner_id, upper(country) as country,
        '' as chat_kind, '' as payment_type, 1 as visits, 0 as signups, 0 as chats, 0 as chat_seconds,
        0 as payments, 0 as cents
      from visits
      union all
      select (m.created_at at time zone ${AMS})::date, m.whitelabel_id, coalesce(p.id, s.partner_id),
        upper(m.country), '', '', 0, 1, 0, 0, 0, 0
      from members m ${partnerOf('m')}
      union all
      select (c.started_at at time zone ${AMS})::date, m.whitelabel_id, coalesce(p.id, s.partner_id),
        upper(m.country), c.kind, '', 0, 0, 1, c.duration_seconds, 0, 0
      from chat_sessions c join members m on m.id = c.member_id ${partnerOf('m')}
      union all
      select (y.created_at at time zone ${AMS})::date, m.whitelabel_id, coalesce(p.id, s.partner_id),
        upper(m.country), '', y.type, 0, 0, 0, 0, 1, y.amount
      from payments y join members m on m.id = y.member_id ${partnerOf('m')}
    ) events group by ${KEYS} ${NONZERO} order by ${KEYS}`);
  return rowsOf<Record<string, unknown>>(rows).map((row) => JSON.stringify(row));
}

/** The same figures summed from the hourly rollup (an Amsterdam day is a set of whole UTC hours), or the daily. */
async function fromRollup(rollup: 'traffic_hours' | 'traffic_days') {
  const day = sql.raw(rollup === 'traffic_hours' ? `(hour at time zone 'Europe/Amsterdam')::date` : 'day');
  const rows = await app.db.execute(sql`select ${KEYS}, ${FIGURES} from (
      select ${day} as day, site_id, partner_id, country, chat_kind, payment_type,
        visits, signups, chats, chat_seconds, payments, cents
      from ${sql.raw(rollup)}
    ) rollup group by ${KEYS} ${NONZERO} order by ${KEYS}`);
  return rowsOf<Record<string, unknown>>(rows).map((row) => JSON.stringify(row));
}

async function expectAgreement() {
  const counted = await fromEvents();
  expect(counted.length).toBeGreaterThan(0);
  expect(await fromRollup('traffic_hours')).toEqual(counted);
  expect(await fromRollup('traffic_days')).toEqual(counted);
}

/** Visits per Amsterdam day in the rollup, for the days given. */
async function visitsOn(days: string[]) {
  const rows = rowsOf<{ day: string; visits: number }>(
    await app.db.execute(sql`select (hour at time zone ${AMS})::date::text as day, sum(visits)::int as visits
      from ${trafficHours} group by 1`),
  );
  return days.map((day) => rows.find((row) => row.day === day)?.visits ?? 0);
}

describe('traffic_hours and traffic_days', () => {
  it('holds what the event tables hold, by Amsterdam day, site, partner, country, chat kind and payment type', async () => {
    await expectAgreement();
  });

  it('counts an event in the Amsterdam day it happened on, across the end of summer time', async () => {
    // Summer time ended on 25 October 2026 at 01:00 UTC: that day had 25 hours, 24 October 22:00 UTC to
    // 25 October 23:00 UTC.
    const before = await visitsOn(['2026-10-24', '2026-10-25', '2026-10-26']);
    const [site] = rowsOf<{ id: number }>(await app.db.execute(sql`select id from whitelabel_sites limit 1`));
    await app.db.insert(visits).values(
      [
        '2026-10-24T21:59:59Z', // 23:59:59 summer time: the 24th
        '2026-10-24T22:00:00Z', // midnight: the 25th
        '2026-10-25T00:30:00Z', // 02:30 summer time
        '2026-10-25T01:30:00Z', // 02:30 winter time, the hour that came twice
        '2026-10-25T22:59:59Z', // 23:59:59 winter time: still the 25th
        '2026-10-25T23:00:00Z', // the 26th
      ].map((at) => ({ at: new Date(at), site: site!.id, country: 'nl' })),
    );
    const after = await visitsOn(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(after.map((n, index) => n - before[index]!)).toEqual([1, 4, 1]);
    await expectAgreement();
  });

  it('stays in step as visits, members, chats and payments are added, changed and removed', async () => {
    const [member] = await app.db.select().from(members).limit(1);
    const { id: _id, ...fields } = member!;
    const [site] = rowsOf<{ id: number; partner: number }>(
      await app.db.execute(
        sql`select id, partner_id as partner from whitelabel_sites order by id desc limit 1`,
      ),
    );
    const added = await app.db
      .insert(visits)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          at: new Date(Date.UTC(2026, 2, 28, 22 + index, 15)), // around the start of summer time
          site: site!.id,
          partner: index % 2 ? site!.partner : null,
          country: index % 2 ? 'DE' : 'be',
        })),
      )
      .returning({ id: visits.id });
    const newMembers = await app.db
      .insert(members)
      .values(
        Array.from({ length: 3 }, (_, index) => ({
          ...fields,
          username: `history_check_${index}`,
          email: `history.check.${index}@example.com`,
          createdAt: new Date(Date.UTC(2026, 9, 25, index, 30)),
        })),
      )
      .returning({ id: members.id });
    const ids = newMembers.map((row) => row.id);
    const chats = await app.db
      .insert(chatSessions)
      .values(
        ids.flatMap((memberId, index) =>
          ['default', 'vip', 'tip'].map((kind, k) => ({
            member: memberId,
            performer: 1,
            kind,
            startedAt: new Date(Date.UTC(2026, 9, 24, 21 + index + k, 59)),
            durationSeconds: kind === 'tip' ? 0 : 60 * (k + 1),
          })),
        ),
      )
      .returning({ id: chatSessions.id });
    const paid = await app.db
      .insert(payments)
      .values(
        ids.map((memberId, index) => ({
          member: memberId,
          type: index ? 'clientppt' : 'clientppm',
          amount: 125 * (index + 1),
          credits: 10,
          createdAt: new Date(Date.UTC(2026, 9, 25, 23, index)),
        })),
      )
      .returning({ id: payments.id });
    await expectAgreement();

    await app.db
      .update(visits)
      .set({ country: 'FR', at: sql`at + interval '1 day'` })
      .where(inArray(visits.id, [added[0]!.id, added[1]!.id]));
    await app.db.update(chatSessions).set({ durationSeconds: 900 }).where(eq(chatSessions.id, chats[0]!.id));
    await app.db.update(chatSessions).set({ kind: 'free' }).where(eq(chatSessions.id, chats[1]!.id));
    await app.db.update(payments).set({ amount: 999 }).where(eq(payments.id, paid[0]!.id));
    await app.db.update(members).set({ country: 'at' }).where(eq(members.id, ids[2]!));
    // What a member does meanwhile (signing in) moves nothing.
    await app.db
      .update(members)
      .set({ lastLogin: sql`now()` })
      .where(inArray(members.id, ids));
    // Only the member moved: their chats and payments stay where they were counted, so compare before moving back.
    await app.db.update(members).set({ country: fields.country }).where(eq(members.id, ids[2]!));
    await expectAgreement();

    await app.db.delete(visits).where(eq(visits.id, added[4]!.id));
    await app.db.delete(chatSessions).where(eq(chatSessions.id, chats[2]!.id));
    await app.db.delete(payments).where(eq(payments.id, paid[1]!.id));
    // A member's chats and payments leave with them.
    await app.db.delete(members).where(eq(members.id, ids[1]!));
    await expectAgreement();
  });
});

describe('the seeded history', () => {
  it('spans the thirteen months before the seed’s today, with every kind of event in them', async () => {
    const [span] = rowsOf<{ first: number; last: number; months: number }>(
      await app.db.execute(sql`select (extract(epoch from min(at)) * 1000)::float8 as first,
        (extract(epoch from max(at)) * 1000)::float8 as last,
        count(distinct date_trunc('month', at at time zone ${AMS}))::int as months from ${visits}`),
    );
    // 2 October 2025 to the seed's today, 1 November 2026 12:00 UTC (even the test seed's few visits reach both ends).
    expect(span!.first).toBeLessThan(Date.parse('2025-10-09T00:00:00Z'));
    expect(span!.last).toBeGreaterThan(Date.parse('2026-10-31T00:00:00Z'));
    expect(span!.last).toBeLessThan(Date.parse('2026-11-01T12:00:00Z'));
    expect(span!.months).toBeGreaterThanOrEqual(13);
    const [window] = rowsOf<Record<string, number>>(
      await app.db.execute(sql`select sum(visits)::int as visits, sum(signups)::int as signups,
        sum(chats)::int as chats, count(distinct chat_kind) filter (where chat_kind <> '')::int as kinds,
        sum(cents) filter (where payment_type in ('clientppt', 'clientcybertoy'))::int as tips,
        sum(cents)::int as cents, count(distinct site_id)::int as sites, count(distinct country)::int as countries,
        count(distinct partner_id)::int as partners
        from ${trafficHours} where hour >= '2025-10-01T00:00:00Z'`),
    );
    for (const figure of ['visits', 'signups', 'chats', 'tips', 'cents'])
      expect(window![figure]).toBeGreaterThan(0);
    expect(window!.kinds).toBe(6);
    expect(window!.sites).toBeGreaterThan(5);
    expect(window!.countries).toBeGreaterThan(5);
    expect(window!.partners).toBeGreaterThan(5);
  });

  it('is busier at weekends than on weekdays and in the evening than in the morning (Amsterdam time)', async () => {
    const [shape] = rowsOf<{ weekend: number; weekday: number; evening: number; morning: number }>(
      await app.db.execute(sql`select
          (count(*) filter (where extract(isodow from local) >= 6) / 2.0)::float8 as weekend,
          (count(*) filter (where extract(isodow from local) < 6) / 5.0)::float8 as weekday,
          count(*) filter (where extract(hour from local) between 18 and 23)::int as evening,
          count(*) filter (where extract(hour from local) between 6 and 11)::int as morning
        from (select at at time zone ${AMS} as local from ${visits}) v
        -- Whole weeks, Monday 6 October 2025 to Sunday 25 October 2026.
        where local >= '2025-10-06' and local < '2026-10-26'`),
    );
    expect(shape!.weekend).toBeGreaterThan(shape!.weekday * 1.2);
    expect(shape!.evening).toBeGreaterThan(shape!.morning * 2);
  });

  it('has signups, chats and payments that follow the same week', async () => {
    const [shape] = rowsOf<{ weekend: number; weekday: number; evening: number; morning: number }>(
      await app.db.execute(sql`select
          (count(*) filter (where extract(isodow from local) >= 6) / 2.0)::float8 as weekend,
          (count(*) filter (where extract(isodow from local) < 6) / 5.0)::float8 as weekday,
          count(*) filter (where extract(hour from local) between 18 and 23)::int as evening,
          count(*) filter (where extract(hour from local) between 6 and 11)::int as morning
        from (
          select created_at at time zone ${AMS} as local from ${members}
          union all select started_at at time zone ${AMS} from ${chatSessions}
          union all select created_at at time zone ${AMS} from ${payments}
        ) events`),
    );
    expect(shape!.weekend).toBeGreaterThan(shape!.weekday * 1.15);
    expect(shape!.evening).toBeGreaterThan(shape!.morning * 1.5);
  });
});
