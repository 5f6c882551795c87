import { sql } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { rowsOf } from '../db/rowsOf';
import { linkRateHits } from '../db/schema/security';
import { LINK_WINDOW_SECONDS, type LinkLimitStore } from './LinkLimitStore';

/**
 * The link budget in the database, so every instance on it counts the same: one upsert per request (atomic
 * per address), a window opening at an address's first request. A new window clears the ended ones.
 *
 * @example
 * const store = databaseLinkLimitStore(app.db);
 * const { hits } = await store.hit('203.0.113.9');
 */
export function databaseLinkLimitStore(db: Db): LinkLimitStore {
  const window = sql`make_interval(secs => ${LINK_WINDOW_SECONDS})`;
  return {
    async hit(address) {
      const [row] = rowsOf<{ hits: number; retry_after: number }>(
        await db.execute(sql`
          insert into ${linkRateHits} as h (address, window_start, hits) values (${address}, now(), 1)
          on conflict (address) do update set
            hits = case when h.window_start > now() - ${window} then h.hits + 1 else 1 end,
            window_start = case when h.window_start > now() - ${window} then h.window_start else now() end
          returning hits, ceil(extract(epoch from h.window_start + ${window} - now()))::int as retry_after`),
      );
      if (!row) throw new Error('the link budget upsert returned no row');
      if (row.hits === 1)
        await db.execute(sql`delete from ${linkRateHits} where window_start <= now() - ${window}`);
      return { hits: row.hits, retryAfterSeconds: row.retry_after };
    },
    close: async () => undefined,
  };
}
