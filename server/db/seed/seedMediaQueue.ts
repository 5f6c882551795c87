import { asc } from 'drizzle-orm';
import { pngImage } from '../../images/pngImage';
import type { Db } from '../Db';
import { mediaItems } from '../schema/mediaQueue';
import { images } from '../schema/platformMedia';
import { performers } from '../schema/platformUsers';
import type { PlatformRandom } from './platformRandom';

const WIDTH = 160;
const HEIGHT = 120;
const ITEMS = 30;

/** A made-up snapshot: a soft two-colour gradient with a round "face", different for every seed. */
function snapshot(random: PlatformRandom): Buffer {
  const [r, g, b] = [random.int(60, 200), random.int(60, 200), random.int(60, 200)];
  const cx = random.int(50, 110);
  const cy = random.int(40, 80);
  return pngImage(WIDTH, HEIGHT, (x, y) => {
    const inFace = (x - cx) ** 2 + (y - cy) ** 2 < 900;
    const shade = y / HEIGHT;
    return inFace ? [240, 200, 170] : [Math.round(r * (1 - shade)), Math.round(g * shade + 40), b];
  });
}

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
    .values(
      Array.from({ length: ITEMS }, () => {
        const data = snapshot(random);
        return { mime: 'image/png', width: WIDTH, height: HEIGHT, bytes: data.length, data };
      }),
    )
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
