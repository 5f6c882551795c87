import { reconcileStreams } from '../../routes/streams/reconcileStreams';
import type { Db } from '../Db';

/**
 * Opens a stream for every seeded performer who is online, since they came online, as the platform would have
 * them.
 *
 * @example
 * await seedStreams(tx); // after seedPresence
 */
export async function seedStreams(db: Db): Promise<void> {
  await reconcileStreams(db);
}
