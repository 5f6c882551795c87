import type { Db } from '../Db';
import type { IdentityImages } from './performerPrivate';
import { storeSeedImages } from './storeSeedImages';

/**
 * A front and a back picture of an identity document for each of these performers (by serial), as the
 * `image:<id>` references their private part and identity hold.
 *
 * @example
 * const [papers] = await seedIdentityImages(db, [17]); // { front: 'image:1', back: 'image:2' }
 */
export async function seedIdentityImages(db: Db, serials: readonly number[]): Promise<IdentityImages[]> {
  const ids = await storeSeedImages(
    db,
    serials.flatMap((seed) => [
      { seed, side: 'front' as const },
      { seed, side: 'back' as const },
    ]),
  );
  return serials.map((_, index) => ({
    front: `image:${ids[index * 2]}`,
    back: `image:${ids[index * 2 + 1]}`,
  }));
}
