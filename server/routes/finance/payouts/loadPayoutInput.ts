import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type {
  DueReservation,
  EarningRow,
  HeldReservation,
  PayoutHolder,
  PayoutInput,
  PendingBonus,
} from '../../../../contract/finance/calculateInvoices';
import type { PayoutPeriod } from '../../../../contract/finance/payoutPeriods';
import type { Db } from '../../../db/Db';
import { rowsOf } from '../../../db/rowsOf';
import { bonuses } from '../../../db/schema/bonuses';
import { studios } from '../../../db/schema/platform';
import { payments } from '../../../db/schema/platformMoney';
import { performers } from '../../../db/schema/platformUsers';
import { reservations } from '../../../db/schema/reservations';

/** The period's first moment and the next period's, in Europe/Amsterdam. */
export const periodBounds = (period: PayoutPeriod) => ({
  start: sql`(${period.start}::date)::timestamp at time zone 'Europe/Amsterdam'`,
  end: sql`((${period.end}::date + 1)::timestamp) at time zone 'Europe/Amsterdam'`,
});

/**
 * What a calculation works from: the period's earnings per performer, studio and payment type; the
 * reservations still held at its end, and the released (or lapsed) ones whose withheld money is due back;
 * the bonuses not paid yet whose month has begun by its end, to each performer's current holder; and which
 * holders the period's interval pays (studios by their payout interval, models monthly).
 */
export async function loadPayoutInput(db: Db, period: PayoutPeriod): Promise<PayoutInput> {
  const { start, end } = periodBounds(period);
  const earnings = rowsOf<{ performer: number; studio: number | null; type: string; gross: string }>(
    await db.execute(sql`
      select ${payments.performer} as performer, ${payments.studio} as studio, ${payments.type} as type,
        sum(${payments.amount})::bigint as gross
      from ${payments}
      where ${payments.performer} is not null and ${payments.createdAt} >= ${start} and ${payments.createdAt} < ${end}
      group by 1, 2, 3`),
  ).map((row): EarningRow => ({ ...row, gross: Number(row.gross) }));

  const open = await db
    .select()
    .from(reservations)
    .where(
      sql`${reservations.amount} > ${reservations.withheld} or (${reservations.withheld} > 0 and ${reservations.paidBackAt} is null)`,
    );
  const stillHeld = (row: (typeof open)[number]) => row.status === 'held' && row.until >= period.end;
  const holderOf = (row: { performer: number | null; studio: number | null }): PayoutHolder =>
    row.studio !== null ? { studio: row.studio } : { performer: row.performer ?? 0 };
  const held: HeldReservation[] = open
    .filter((row) => stillHeld(row) && row.amount > row.withheld)
    .map((row) => ({ id: row.id, holder: holderOf(row), outstanding: row.amount - row.withheld }));
  const dueRows = open.filter((row) => !stillHeld(row) && row.withheld > 0 && row.paidBackAt === null);
  const dueModels = dueRows.flatMap((row) => (row.performer === null ? [] : [row.performer]));
  const currentStudio = new Map(
    dueModels.length === 0
      ? []
      : (
          await db
            .select({ id: performers.id, studio: performers.studio })
            .from(performers)
            .where(and(inArray(performers.id, dueModels), isNotNull(performers.studio)))
        ).map((row) => [row.id, row.studio]),
  );
  const due: DueReservation[] = dueRows.map((row) => {
    const studio = row.performer === null ? row.studio : (currentStudio.get(row.performer) ?? null);
    return { id: row.id, payTo: holderOf({ performer: row.performer, studio }), withheld: row.withheld };
  });

  const pendingBonuses: PendingBonus[] = await db
    .select({
      id: bonuses.id,
      performer: bonuses.performer,
      studio: performers.studio,
      amount: bonuses.amount,
    })
    .from(bonuses)
    .innerJoin(performers, eq(performers.id, bonuses.performer))
    .where(and(eq(bonuses.status, 'pending'), lte(bonuses.period, period.end.slice(0, 7))));

  const onInterval = new Set(
    (
      await db
        .select({ id: studios.id })
        .from(studios)
        .where(eq(sql`${studios.details}->>'payoutInterval'`, period.interval))
    ).map((row) => row.id),
  );
  const pays = (holder: PayoutHolder) =>
    'studio' in holder ? onInterval.has(holder.studio) : period.interval === 'Monthly';
  return { earnings, held, due, bonuses: pendingBonuses, pays };
}
