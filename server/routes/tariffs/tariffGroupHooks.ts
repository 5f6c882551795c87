import { count, eq, inArray } from 'drizzle-orm';
import { performers } from '../../db/schema/platformUsers';
import type { tariffGroups } from '../../db/schema/tariffs';
import { ApiError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';

/**
 * Tariff groups beyond CRUD: each record counts the performers in it (what a change of its prices reaches), and a
 * group that still has performers is not deleted, so no performer is left without prices.
 */
export const tariffGroupHooks: ResourceHooks<typeof tariffGroups.$inferSelect> = {
  enrich: async (db, records) => {
    const ids = records.map((record) => record.id as number);
    const counts = await db
      .select({ group: performers.tariffGroup, n: count() })
      .from(performers)
      .where(inArray(performers.tariffGroup, ids))
      .groupBy(performers.tariffGroup);
    for (const record of records)
      record.performerCount = counts.find((row) => row.group === record.id)?.n ?? 0;
  },
  beforeWrite: async ({ tx }, { op, id }) => {
    if (op !== 'delete' || id === undefined) return;
    const [row] = await tx.select({ n: count() }).from(performers).where(eq(performers.tariffGroup, id));
    const n = row?.n ?? 0;
    if (n > 0)
      throw new ApiError(
        409,
        'CONFLICT',
        `This tariff group has ${n} performer${n === 1 ? '' : 's'}: move them to another group first.`,
      );
  },
};
