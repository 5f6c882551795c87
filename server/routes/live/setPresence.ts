import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IN_SHOW, type OnlineStatus, type PerformerPresence } from '../../../contract/live/presence';
import type { Db } from '../../db/Db';
import { performers } from '../../db/schema/platformUsers';
import { syncStream } from '../streams/syncStream';
import { presenceOf } from './presenceOf';

export interface PresenceChange {
  onlineStatus: OnlineStatus;
  chatKind?: string | null;
  viewers?: number;
  member?: number | null;
}

/**
 * Moves a performer to a status (a show's kind, viewers and member with it; none outside a show). Outside a
 * transaction it tells every live wall at once; inside one (`db` a transaction) the caller does, after commit.
 */
export async function setPresence(
  app: FastifyInstance,
  id: number,
  change: PresenceChange,
  db: Db = app.db,
): Promise<PerformerPresence | undefined> {
  const inShow = IN_SHOW.includes(change.onlineStatus);
  await db
    .update(performers)
    .set({
      onlineStatus: change.onlineStatus,
      chatKind: inShow ? (change.chatKind ?? 'default') : null,
      viewers: inShow ? (change.viewers ?? 0) : 0,
      liveMember: inShow ? (change.member ?? null) : null,
      statusSince: new Date(),
    })
    .where(eq(performers.id, id));
  await syncStream(db, id, change.onlineStatus);
  const [presence] = await presenceOf(db, [id]);
  if (presence && db === app.db) app.events.emit('live-update', presence);
  return presence;
}
