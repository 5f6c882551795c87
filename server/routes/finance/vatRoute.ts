import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VAT_ENTRIES, vatEntryOf, vatIncluded } from '../../../contract/finance/vatEntries';
import { vatQuery, vatReport, type VatRow } from '../../../contract/finance/vatReport';
import { rowsOf } from '../../db/rowsOf';

const order = new Map(VAT_ENTRIES.map((entry, index) => [entry.key, index]));

/**
 * GET /financial/vat: member payments per return period and report line (the member's country, or the special
 * entries), with the VAT they include. The VAT is taken from each line's total, so a line rounds once.
 */
export function vatRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/financial/vat',
    {
      schema: { querystring: vatQuery, response: { 200: vatReport } },
      config: {
        access: 'REVENUE_PLATFORM',
        sample: () => ({ query: { from: '2026-07-01', to: '2026-09-30', group: 'quarter' } }),
      },
    },
    async (request) => {
      const { from, to, group } = request.query;
      const start = sql`(${from}::date)::timestamp at time zone 'Europe/Amsterdam'`;
      const end = sql`((${to}::date + 1)::timestamp) at time zone 'Europe/Amsterdam'`;
      const bucket = sql`date_trunc(${group}, p.created_at at time zone 'Europe/Amsterdam')::date`;
      const result = await app.db.execute(sql`
        select ${bucket}::text as period, upper(trim(m.country)) as country,
          sum(p.amount)::bigint as gross, count(*)::int as payments
        from payments p join members m on m.id = p.member_id
        where p.created_at >= ${start} and p.created_at < ${end}
        group by 1, 2`);
      const lines = new Map<string, VatRow>();
      for (const row of rowsOf<{ period: string; country: string; gross: string; payments: number }>(
        result,
      )) {
        const entry = vatEntryOf(row.country);
        const key = `${row.period}/${entry.key}`;
        const line = lines.get(key) ?? {
          period: row.period,
          entry: entry.key,
          name: entry.name,
          rateBp: entry.rateBp,
          payments: 0,
          gross: 0,
          vat: 0,
          net: 0,
        };
        line.payments += row.payments;
        line.gross += Number(row.gross);
        lines.set(key, line);
      }
      const data = [...lines.values()]
        .map((line) => {
          const vat = vatIncluded(line.gross, line.rateBp);
          return { ...line, vat, net: line.gross - vat };
        })
        .sort(
          (a, b) => a.period.localeCompare(b.period) || (order.get(a.entry) ?? 0) - (order.get(b.entry) ?? 0),
        );
      return { data };
    },
  );
}
