import { asc, sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { chatSessions, creditLedger, payments } from '../schema/platformMoney';
import { members, performers } from '../schema/platformUsers';
import { CHAT_KINDS, memberActivity, type MemberActivity } from './memberActivity';
import { platformInsertJson } from './platformInsertJson';
import type { PlatformRandom } from './platformRandom';

/** Money is seeded for at most this many members and performers, whatever the scale. */
const MEMBER_LIMIT = 20_000;
const PERFORMER_LIMIT = 2_000;
const BATCH = 2_500;
/** Thirteen months: the statistics pages compare a month with the same month a year before. */
const WINDOW = 395 * 24 * 3600 * 1000;

async function insertAll<T extends typeof creditLedger | typeof payments | typeof chatSessions>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  for (let from = 0; from < rows.length; from += BATCH)
    await platformInsertJson(db, table, rows.slice(from, from + BATCH));
}

/** A commission on what the member spent, booked now and then; not tied to a performer. */
function provision(
  activity: MemberActivity,
  memberId: number,
): MemberActivity['payments'][number] | undefined {
  const last = activity.payments.at(-1);
  if (!last) return undefined;
  const spent = activity.payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    member: memberId,
    performer: null,
    type: 'provision',
    amount: Math.max(1, Math.round(spent * 0.15)),
    credits: 0,
    createdAt: last.createdAt,
  };
}

/**
 * The credits ledgers, payments of every payment type and chats of every chat kind of the first 20,000
 * members with the first 2,000 performers, over the 13 months before `now`. The first chats cover every
 * kind, and the first paying member gets a provision, so even a tiny seed shows each of them.
 *
 * @example
 * await seedMoney(db, random, now);
 */
export async function seedMoney(db: Db, random: PlatformRandom, now: Date): Promise<void> {
  const buyers = await db
    .select({ id: members.id, credits: members.credits, createdAt: members.createdAt })
    .from(members)
    .orderBy(asc(members.id))
    .limit(MEMBER_LIMIT);
  const earners = await db
    .select({ id: performers.id })
    .from(performers)
    .orderBy(asc(performers.id))
    .limit(PERFORMER_LIMIT);
  if (earners.length === 0) return;
  const performerIds = earners.map((row) => row.id);
  const windowStart = now.getTime() - WINDOW;
  const all: MemberActivity = { chats: [], payments: [], ledger: [] };
  let shownKinds = 0;
  let provisions = 0;
  for (const member of buyers) {
    const active = random.chance(0.35);
    const kinds = Array.from({ length: active ? random.int(1, 6) : 0 }, () =>
      shownKinds < CHAT_KINDS.length ? CHAT_KINDS[shownKinds++]![0] : random.weighted(CHAT_KINDS),
    );
    const since = new Date(Math.max(windowStart, member.createdAt.getTime()));
    const activity = memberActivity(random, member, kinds, performerIds, since, now);
    const extra = random.chance(0.1) || provisions === 0 ? provision(activity, member.id) : undefined;
    if (extra) provisions++;
    all.chats.push(...activity.chats);
    all.payments.push(...activity.payments, ...(extra ? [extra] : []));
    all.ledger.push(...activity.ledger);
  }
  await insertAll(db, creditLedger, all.ledger);
  await insertAll(db, payments, all.payments);
  await insertAll(db, chatSessions, all.chats);
  // Each payment is earned with the studio the performer is with; the seed's performers never change studio.
  await db.execute(sql`update ${payments} set studio_id = p.studio_id from ${performers} p
    where ${payments.performer} = p.id and p.studio_id is not null`);
}
