import { asc } from 'drizzle-orm';
import type { Db } from '../Db';
import { bonuses } from '../schema/bonuses';
import { performers } from '../schema/platformUsers';
import { reservations } from '../schema/reservations';
import { PlatformRandom } from './platformRandom';

const REASONS = [
  'Top earner of the month',
  'Anniversary on the platform',
  'Most viewed newcomer',
  'Covered extra night shifts',
  'Five-star member reviews',
  'Referral of a new performer',
];

/** Months of the bonuses the next payouts will pay: October's payout takes those up to October. */
const PENDING_MONTHS = ['2026-08', '2026-09', '2026-10', '2026-11'];
/** Bonuses paid before this platform's payout records start (their invoices are numbered, the batches not kept). */
const PAID_MONTHS = ['2025-06', '2025-07', '2025-08', '2025-09'];

/**
 * Demo bonuses, one per 40 performers (at least 40): a third paid by past payouts, the rest pending in the months
 * around the seed's today. Performers and studios with reservations get none, so the demo payouts whose
 * reservations withhold a whole invoice keep it at nothing to pay.
 */
export async function seedBonuses(db: Db, now: Date, performerCount: number): Promise<void> {
  // Its own sequence, so the seeders after it draw the same data as before bonuses and SEO existed.
  const random = new PlatformRandom(24_100);
  const held = await db
    .select({ performer: reservations.performer, studio: reservations.studio })
    .from(reservations);
  const heldPerformers = new Set(held.map((row) => row.performer));
  const heldStudios = new Set(held.flatMap((row) => (row.studio === null ? [] : [row.studio])));
  const candidates = (
    await db
      .select({ id: performers.id, studio: performers.studio })
      .from(performers)
      .orderBy(asc(performers.id))
      .limit(600)
  ).filter((row) => !heldPerformers.has(row.id) && (row.studio === null || !heldStudios.has(row.studio)));
  if (candidates.length === 0) return;
  const count = Math.max(40, Math.round(performerCount / 40));
  await db.insert(bonuses).values(
    Array.from({ length: count }, (_, index) => {
      const paid = index % 3 === 0;
      const period = random.pick(paid ? PAID_MONTHS : PENDING_MONTHS);
      const [year, month] = period.split('-').map(Number) as [number, number];
      const payday = new Date(Date.UTC(year, month, 3, 9, 0));
      const invoice = `M${period.replace('-', '')}01-${String(random.int(1, 300)).padStart(4, '0')}`;
      const granted = new Date(Math.min(Date.UTC(year, month - 1, random.int(2, 27), 10), now.getTime()));
      return {
        performer: random.pick(candidates).id,
        amount: random.int(5, 250) * 100 + random.pick([0, 0, 50]),
        reason: random.pick(REASONS),
        period,
        createdAt: granted,
        ...(paid ? { status: 'paid', paidInvoice: invoice, paidAt: payday } : {}),
      };
    }),
  );
}
