import { inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { attachments } from '../../db/schema/platformMedia';
import { payments } from '../../db/schema/platformMoney';
import { performers } from '../../db/schema/platformUsers';
import { rowsOf } from '../../db/rowsOf';
import { performerActions } from './performerActions';
import type { ResourceHooks } from '../../resources/ServedResource';

interface Earnings {
  performer: number;
  today: number;
  thisMonth: number;
  lastMonth: number;
  total: number;
}

/**
 * Performers beyond CRUD: the 'to review' view (never reviewed yet), their attachments by kind, and an earnings
 * summary from the payments made to them (cents; months in Europe/Amsterdam, as the analytics are).
 */
export const performerHooks: ResourceHooks<typeof performers.$inferSelect> = {
  actions: performerActions,
  filters: {
    toReview: {
      schema: z.boolean({ message: 'To review must be true or false' }),
      where: (value: boolean) => (value ? isNull(performers.reviewedAt) : isNotNull(performers.reviewedAt)),
    },
  },
  enrich: async (db, records) => {
    const ids = records.map((record) => record.id as number);
    const files = await db.select().from(attachments).where(inArray(attachments.performer, ids));
    const local = sql`(${payments.createdAt} at time zone 'Europe/Amsterdam')`;
    const now = sql`(now() at time zone 'Europe/Amsterdam')`;
    const sums = rowsOf<Earnings>(
      await db.execute(sql`
        select ${payments.performer} as performer,
          coalesce(sum(${payments.amount}) filter (where ${local} >= date_trunc('day', ${now})), 0)::int as "today",
          coalesce(sum(${payments.amount}) filter (where ${local} >= date_trunc('month', ${now})), 0)::int as "thisMonth",
          coalesce(sum(${payments.amount}) filter (where ${local} >= date_trunc('month', ${now}) - interval '1 month'
            and ${local} < date_trunc('month', ${now})), 0)::int as "lastMonth",
          coalesce(sum(${payments.amount}), 0)::int as "total"
        from ${payments} where ${inArray(payments.performer, ids)} group by ${payments.performer}`),
    );
    for (const record of records) {
      record.attachments = files
        .filter((file) => file.performer === record.id)
        .map((file) => ({
          kind: file.kind,
          file: `image:${file.image}`,
          createdAt: new Date(file.createdAt).toISOString(),
        }));
      const earned = sums.find((sum) => sum.performer === record.id);
      record.earnings = {
        today: earned?.today ?? 0,
        thisMonth: earned?.thisMonth ?? 0,
        lastMonth: earned?.lastMonth ?? 0,
        total: earned?.total ?? 0,
      };
    }
  },
};
