import { sql } from 'drizzle-orm';
import { ENCODER_BITRATES, MEDIA_SERVERS } from '../../routes/streams/mediaServers';
import type { Db } from '../Db';
import { performers } from '../schema/platformUsers';
import { streams } from '../schema/streams';

/**
 * Opens a stream for every seeded performer who is online, since they came online, spread over the media servers,
 * each at its encoder's bitrate (`bitrateOf`), as the platform would have them.
 *
 * @example
 * await seedStreams(tx); // after seedPresence
 */
export async function seedStreams(db: Db): Promise<void> {
  const servers = sql.raw(`array[${MEDIA_SERVERS.map((server) => `'${server}'`).join(', ')}]`);
  const bitrates = sql.raw(`array[${ENCODER_BITRATES.join(', ')}]`);
  await db.execute(sql`
    insert into ${streams} (performer_id, server, bitrate_kbps, started_at)
    select id, (${servers})[1 + id % ${MEDIA_SERVERS.length}], (${bitrates})[1 + id % ${ENCODER_BITRATES.length}],
      coalesce(status_since, now())
    from ${performers} where online_status <> 'offline'`);
}
