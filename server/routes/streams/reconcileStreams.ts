import { sql } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { performers } from '../../db/schema/platformUsers';
import { streams } from '../../db/schema/streams';
import { ENCODER_BITRATES, MEDIA_SERVERS } from './mediaServers';

/**
 * Brings the streams in line with the performers' statuses, as the media layer does when it (re)starts: every
 * performer online without an open stream gets one since they came online (spread over the media servers, at
 * their encoder's bitrate), and an open stream of a performer offline ends. The seed opens its streams with it, and
 * each start repairs a database seeded before streams were kept.
 *
 * @example
 * await reconcileStreams(app.db);
 */
export async function reconcileStreams(db: Db): Promise<void> {
  const servers = sql.raw(`array[${MEDIA_SERVERS.map((server) => `'${server}'`).join(', ')}]`);
  const bitrates = sql.raw(`array[${ENCODER_BITRATES.join(', ')}]`);
  await db.execute(sql`
    update ${streams} s set ended_at = now(), end_reason = 'offline'
    from ${performers} p
    where p.id = s.performer_id and s.ended_at is null and p.online_status = 'offline'`);
  await db.execute(sql`
    insert into ${streams} (performer_id, server, bitrate_kbps, started_at)
    select p.id, (${servers})[1 + p.id % ${MEDIA_SERVERS.length}],
      (${bitrates})[1 + p.id % ${ENCODER_BITRATES.length}], coalesce(p.status_since, now())
    from ${performers} p
    where p.online_status <> 'offline'
      and not exists (select 1 from ${streams} s where s.performer_id = p.id and s.ended_at is null)
    on conflict do nothing`);
}
