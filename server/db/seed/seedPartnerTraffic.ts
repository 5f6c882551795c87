import { asc } from 'drizzle-orm';
import type { Db } from '../Db';
import { partners } from '../schema/platform';
import { partnerCodes, partnerCodeTraffic } from '../schema/partnerTraffic';
import { PlatformRandom } from './platformRandom';

const DAY = 24 * 3600 * 1000;
/** The months of traffic before the seed's "today". */
const DAYS = 180;
/**
 * Codes traffic arrives with that no partner owns (mistyped links, partners not signed up yet, old campaigns):
 * 60 of them, so the Unknown list has pages. `AFF-7731` is the one the route walk assigns.
 */
const UNKNOWN_CODES = [
  'AFF-7731',
  ...['AFF', 'CAM', 'PROMO', 'WEB'].flatMap((prefix, p) =>
    Array.from({ length: 15 }, (_, n) => `${prefix}-${String(1000 + p * 811 + n * 97)}`),
  ),
].slice(0, 60);

const dayOf = (now: Date, back: number) => new Date(now.getTime() - back * DAY).toISOString().slice(0, 10);

/**
 * Traffic by partner code per day over the last six months: every partner's own code daily, one extra code for
 * a few partners (partner_codes), and the unknown codes on a run of days each, ended long ago for some, still
 * arriving for others.
 *
 * @example
 * await seedPartnerTraffic(tx, new Date('2026-11-01T12:00:00Z'));
 */
export async function seedPartnerTraffic(db: Db, now: Date): Promise<void> {
  // A stream of its own: the traffic leaves the other seeders' data as it was.
  const random = new PlatformRandom(20261125);
  const owners = await db
    .select({ id: partners.id, code: partners.partnerCode })
    .from(partners)
    .orderBy(asc(partners.id));
  const extra = owners
    .filter((_, index) => index % 6 === 2)
    .map((owner) => ({ partner: owner.id, code: `${owner.code}-EU` }));
  if (extra.length > 0) await db.insert(partnerCodes).values(extra);
  const rows: (typeof partnerCodeTraffic.$inferInsert)[] = [];
  for (const { id, code } of [...owners, ...extra.map((row) => ({ id: row.partner, code: row.code }))])
    for (let back = 1; back <= DAYS; back++) {
      const visits = random.int(0, 400);
      rows.push({
        code,
        day: dayOf(now, back),
        visits,
        signups: random.int(0, Math.floor(visits / 20)),
        partner: id,
      });
    }
  for (const code of UNKNOWN_CODES) {
    const last = random.int(1, DAYS - 10);
    const first = random.int(last, DAYS);
    for (let back = last; back <= first; back++) {
      if (back !== last && !random.chance(0.6)) continue;
      const visits = random.int(1, 60);
      rows.push({ code, day: dayOf(now, back), visits, signups: random.int(0, Math.floor(visits / 15)) });
    }
  }
  for (let from = 0; from < rows.length; from += 2000)
    await db.insert(partnerCodeTraffic).values(rows.slice(from, from + 2000));
}
