import { sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { rowsOf } from '../rowsOf';
import { images } from '../schema/platformMedia';
import { idCardImage } from '../../images/idCardImage';
import { imageSize } from '../../images/imageSize';

/** Distinct pictures drawn; every stored row holds one of them, so seeding thousands costs a few encodings. */
const DISTINCT = 40;

/** A drawn picture as the insert reads it: its bytes in hex, with what `images` records about them. */
interface DrawnPicture {
  key: string;
  hex: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}
const drawn = new Map<string, DrawnPicture>();

/** One picture of an identity document to store, by its seed and side. */
export interface SeedPicture {
  seed: number;
  side: 'front' | 'back';
}

function picture({ seed, side }: SeedPicture): DrawnPicture {
  const key = `${seed % DISTINCT}-${side}`;
  let found = drawn.get(key);
  if (!found) {
    const data = idCardImage(seed % DISTINCT, side);
    const { mime, width, height } = imageSize(data)!;
    found = { key, hex: data.toString('hex'), mime, width, height, bytes: data.length };
    drawn.set(key, found);
  }
  return found;
}

/**
 * Stores identity-document pictures in `images`, one row each, answering their ids in the same order.
 *
 * @example
 * const [id] = await storeSeedImages(db, [{ seed: 17, side: 'front' }]); // `image:${id}` in a record
 */
export async function storeSeedImages(db: Db, pictures: readonly SeedPicture[]): Promise<number[]> {
  if (pictures.length === 0) return [];
  const drawnHere = pictures.map(picture);
  const keys = drawnHere.map((one) => one.key);
  const distinct = [...new Set(drawnHere)];
  // Each distinct picture travels once, not once per row: binding thousands of byte arrays is the slow part.
  const inserted = await db.execute(sql`
    insert into ${images} (mime, width, height, bytes, data)
    select p.mime, p.width, p.height, p.bytes, decode(p.hex, 'hex')
    from json_array_elements_text(${JSON.stringify(keys)}::json) with ordinality as k(key, n)
    join json_to_recordset(${JSON.stringify(distinct)}::json)
      as p(key text, hex text, mime text, width int, height int, bytes int) on p.key = k.key
    order by k.n
    returning id`);
  // Ids are drawn from the sequence in insertion order, which the ORDER BY fixes.
  return rowsOf<{ id: number }>(inserted)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}
