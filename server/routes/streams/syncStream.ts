import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { OnlineStatus } from '../../../contract/live/presence';
import type { Db } from '../../db/Db';
import { streams } from '../../db/schema/streams';
import { bitrateOf, MEDIA_SERVERS } from './mediaServers';

async function leastLoadedServer(db: Db): Promise<string> {
  const rows = await db
    .select({ server: streams.server, streams: count() })
    .from(streams)
    .where(isNull(streams.endedAt))
    .groupBy(streams.server);
  const load = new Map(rows.map((row) => [row.server, row.streams]));
  return MEDIA_SERVERS.reduce((best, server) =>
    (load.get(server) ?? 0) < (load.get(best) ?? 0) ? server : best,
  );
}

/**
 * Keeps a performer's stream in step with their status, as the platform's media layer does: coming online opens
 * a stream on the least loaded media server, going offline ends it. Called by setPresence with its database (a
 * transaction, when it runs in one).
 *
 * @example
 * await syncStream(tx, 7, 'offline');
 */
export async function syncStream(db: Db, performer: number, onlineStatus: OnlineStatus): Promise<void> {
  if (onlineStatus === 'offline') {
    await db
      .update(streams)
      .set({ endedAt: new Date(), endReason: 'offline' })
      .where(and(eq(streams.performer, performer), isNull(streams.endedAt)));
    return;
  }
  const [open] = await db
    .select({ id: streams.id })
    .from(streams)
    .where(and(eq(streams.performer, performer), isNull(streams.endedAt)));
  if (open) return;
  await db.delete(streams).where(and(eq(streams.performer, performer), isNotNull(streams.endedAt)));
  await db
    .insert(streams)
    .values({ performer, server: await leastLoadedServer(db), bitrateKbps: bitrateOf(performer) })
    .onConflictDoNothing();
}
