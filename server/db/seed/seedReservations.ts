import { asc } from 'drizzle-orm';
import type { Db } from '../Db';
import { performers } from '../schema/platformUsers';
import { reservations } from '../schema/reservations';
import type { PlatformCompanies } from './platformCompanies';
import type { PlatformRandom } from './platformRandom';

const REASONS = [
  'Chargeback reserve',
  'Disputed payment under review',
  'Identity documents expired',
  'Bank details being verified',
  'Refund claim by a member',
];

/** The demo reservations: some held from performers and studios, one of them already released. */
export async function seedReservations(
  db: Db,
  random: PlatformRandom,
  companies: PlatformCompanies,
): Promise<void> {
  const earners = await db
    .select({ id: performers.id })
    .from(performers)
    .orderBy(asc(performers.id))
    .limit(50);
  const holders = [
    ...Array.from({ length: earners.length > 0 ? 5 : 0 }, () => ({
      performer: random.pick(earners).id,
      studio: null,
    })),
    ...Array.from({ length: 3 }, () => ({ performer: null, studio: random.pick(companies.studioIds) })),
  ];
  await db.insert(reservations).values(
    holders.map((holder, index) => ({
      ...holder,
      amount: random.int(20, 400) * 100 + random.pick([0, 50, 95]),
      reason: random.pick(REASONS),
      until: `2027-0${1 + (index % 6)}-${String(1 + random.int(0, 27)).padStart(2, '0')}`,
      ...(index === 0
        ? { status: 'released', releasedAt: new Date('2026-10-20T09:30:00Z'), releaseNote: 'Dispute settled' }
        : {}),
    })),
  );
}
