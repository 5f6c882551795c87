import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import { members, performers } from '../../db/schema/platformUsers';

const nextDay = (day: string) => new Date(Date.parse(day) + 24 * 60 * 60 * 1000);

/**
 * The table an audience is drawn from and the condition its rows meet; every filter is an indexed column of the
 * user tables. Migrated members (no family site) are in it only for a sender who may find them.
 */
export function audienceFilter(audience: MessageAudience, includeMigrated: boolean) {
  const table = audience.recipients === 'members' ? members : performers;
  const conditions: (SQL | undefined)[] = [
    audience.site === undefined ? undefined : eq(table.whitelabel, audience.site),
    audience.country === undefined
      ? undefined
      : eq(sql`lower(${table.country})`, audience.country.toLowerCase()),
    audience.state === undefined ? undefined : eq(table.state, audience.state),
    audience.lastLoginBefore === undefined
      ? undefined
      : lt(table.lastLogin, new Date(Date.parse(audience.lastLoginBefore))),
    audience.lastLoginAfter === undefined
      ? undefined
      : gte(table.lastLogin, nextDay(audience.lastLoginAfter)),
    audience.recipients === 'members' && !includeMigrated ? isNotNull(members.family) : undefined,
  ];
  return { table, where: and(...conditions) };
}
