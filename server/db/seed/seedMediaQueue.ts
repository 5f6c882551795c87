import { asc } from 'drizzle-orm';
import type { Db } from '../Db';
import { mediaItems } from '../schema/mediaQueue';
import { images } from '../schema/platformMedia';
import { performers } from '../schema/platformUsers';
import type { PlatformRandom } from './platformRandom';
import { snapshotImage } from './snapshotImage';

const ITEMS = 30;

/** The moderation queue: snapshots and album media of seeded performers, all waiting for a review. */
export async function seedMediaQueue(db: Db, random: PlatformRandom): Promise<void> {
  const owners = await db
    .select({ id: performers.id })
    .from(performers)
    .orderBy(asc(performers.id))
    .limit(60);
  if (owners.length === 0) return;
  const stored = await db
    .insert(images)
    .values(Array.from({ length: ITEMS }, () => snapshotImage(random)))
    .returning({ id: images.id });
  await db.insert(mediaItems).values(
    stored.map((image, index) => ({
      performer: random.pick(owners).id,
      kind: index % 3 === 0 ? 'album' : 'snapshot',
      image: image.id,
      createdAt: new Date(Date.UTC(2026, 9, 20, 8, index * 7)),
    })),
  );
}
