import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revenueQuery, type RevenueGroup } from '../../../contract/finance/revenueQuery';
import { revenueReport } from '../../../contract/finance/revenueReport';
import { rowsOf } from '../../db/rowsOf';
import { validationError } from '../../http/ApiError';

const TRUNC: Record<RevenueGroup, string> = { date: 'day', week: 'week', month: 'month', year: 'year' };
/** Longest period per grouping, so a chart never gets more than a few hundred bars. */
const MAX_DAYS: Record<RevenueGroup, number> = { date: 400, week: 5 * 366, month: 20 * 366, year: 100 * 366 };
const DAY = 86_400_000;

/** GET /financial/revenue: member payments per period and payment type, for the Finance history. */
export function revenueRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/financial/revenue',
    {
      schema: { querystring: revenueQuery, response: { 200: revenueReport } },
      config: {
        access: 'REVENUE_BASIC',
        sample: () => ({ query: { from: '2026-10-01', to: '2026-10-31', group: 'week' } }),
      },
    },
    async (request) => {
      const { from, to, group } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
      if (days > MAX_DAYS[group]) {
        throw validationError({
          group: `A period of ${days} days has too many bars by ${group}; choose a wider grouping`,
        });
      }
      const start = sql`(${from}::date)::timestamp at time zone 'Europe/Amsterdam'`;
      const end = sql`((${to}::date + 1)::timestamp) at time zone 'Europe/Amsterdam'`;
      const bucket = sql`date_trunc(${TRUNC[group]}, created_at at time zone 'Europe/Amsterdam')::date`;
      const result = await app.db.execute(sql`
        select ${bucket}::text as period, type, sum(amount)::bigint as amount, count(*)::int as payments
        from payments
        where created_at >= ${start} and created_at < ${end}
        group by 1, 2
        order by 1, 2`);
      const rows = rowsOf<{ period: string; type: string; amount: string | number; payments: number }>(
        result,
      );
      return { data: rows.map((row) => ({ ...row, amount: Number(row.amount) })) };
    },
  );
}
