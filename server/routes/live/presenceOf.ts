import { and, eq, inArray, ne } from 'drizzle-orm';
import { performerPresence, type PerformerPresence } from '../../../contract/live/presence';
import type { Db } from '../../db/Db';
import { members, performers } from '../../db/schema/platformUsers';

/**
 * The live wall's view of performers: the ones not offline, or the given ones whatever their status.
 *
 * @example
 * const [presence] = await presenceOf(app.db, [7]);
 */
export async function presenceOf(db: Db, ids?: readonly number[]): Promise<PerformerPresence[]> {
  const rows = await db
    .select({
      id: performers.id,
      username: performers.username,
      onlineStatus: performers.onlineStatus,
      chatKind: performers.chatKind,
      viewers: performers.viewers,
      member: performers.liveMember,
      memberName: members.username,
      since: performers.statusSince,
    })
    .from(performers)
    .leftJoin(members, eq(members.id, performers.liveMember))
    .where(ids ? inArray(performers.id, [...ids]) : and(ne(performers.onlineStatus, 'offline')));
  return rows.map((row) => performerPresence.parse({ ...row, since: row.since?.toISOString() ?? null }));
}
