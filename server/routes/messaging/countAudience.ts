import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import type { Db } from '../../db/Db';
import { audienceDays } from '../../db/schema/messaging';

/**
 * How many members or performers an audience holds now, summed from the audience_days rollup (kept by triggers
 * on the user tables), so a count over 1,000,000 members reads thousands of rows, not a million. It agrees with
 * audienceFilter, which the send pages through: last login before a day is a UTC day before it; after a day, a
 * UTC day after it.
 */
export async function countAudience(
  db: Db,
  audience: MessageAudience,
  includeMigrated: boolean,
): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`coalesce(sum(${audienceDays.n}), 0)::int` })
    .from(audienceDays)
    .where(
      and(
        eq(audienceDays.recipientKind, audience.recipients),
        audience.site === undefined ? undefined : eq(audienceDays.site, audience.site),
        audience.country === undefined ? undefined : eq(audienceDays.country, audience.country.toLowerCase()),
        audience.state === undefined ? undefined : eq(audienceDays.state, audience.state),
        audience.lastLoginBefore === undefined ? undefined : lt(audienceDays.day, audience.lastLoginBefore),
        audience.lastLoginAfter === undefined ? undefined : gt(audienceDays.day, audience.lastLoginAfter),
        audience.recipients === 'members' && !includeMigrated ? eq(audienceDays.migrated, false) : undefined,
      ),
    );
  return counted?.n ?? 0;
}
