import { inArray } from 'drizzle-orm';
import { IMAGE_LIMITS } from '../../contract/imageLimits';
import type { Db } from '../db/Db';
import { images } from '../db/schema/platformMedia';
import { validationError } from '../http/ApiError';
import { imageSize } from '../images/imageSize';

const REFERENCE = /^image:(\d{1,15})$/;
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=]*)$/;

/** The id of a stored image from its reference (`image:12`), if the value is one. */
export function imageIdOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? REFERENCE.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * Stored images as `data:` URLs by id, in one query.
 *
 * @example
 * const urls = await imageDataUrls(db, [12, 13]); urls.get(12); // 'data:image/png;base64,…'
 */
export async function imageDataUrls(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, mime: images.mime, data: images.data })
    .from(images)
    .where(inArray(images.id, [...ids]));
  return new Map(
    rows.map((row) => [row.id, `data:${row.mime};base64,${Buffer.from(row.data).toString('base64')}`]),
  );
}

/**
 * Stores an uploaded image (a `data:` URL) after the checks of docs/product.md#validation (jpg, jpeg, png or
 * pdf; at most 5,242,880 bytes and 1024x768 pixels), answering its reference; a 400 names `field` otherwise
 * (a reference to a stored image is no upload: records only point at the images uploaded for them).
 *
 * @example
 * const reference = await storeImage(tx, 'private.identity_front_image', 'Document front', dataUrl); // 'image:41'
 */
export async function storeImage(
  db: Db,
  field: string,
  label: string,
  value: unknown,
): Promise<string | null> {
  if (value === null || value === '') return null;
  const match = typeof value === 'string' ? DATA_URL.exec(value) : null;
  const refuse = (problem: string) => validationError({ [field]: `${label} ${problem}` });
  if (!match) throw refuse('must be an uploaded image');
  const mime = match[1] ?? '';
  const base64 = match[2] ?? '';
  if (!(IMAGE_LIMITS.mimeTypes as readonly string[]).includes(mime))
    throw refuse(`must be a ${IMAGE_LIMITS.extensions.join(', ')} file`);
  const data = Buffer.from(base64, 'base64');
  if (data.length > IMAGE_LIMITS.maxBytes)
    throw refuse(`must be at most ${IMAGE_LIMITS.maxBytes} bytes (5 MB)`);
  const size = mime === 'application/pdf' ? { width: 0, height: 0 } : imageSize(data);
  if (!size) throw refuse('could not be read as an image');
  if (size.width > IMAGE_LIMITS.maxWidth || size.height > IMAGE_LIMITS.maxHeight)
    throw refuse(`must be at most ${IMAGE_LIMITS.maxWidth}x${IMAGE_LIMITS.maxHeight} pixels`);
  const [row] = await db
    .insert(images)
    .values({ mime, width: size.width, height: size.height, bytes: data.length, data })
    .returning({ id: images.id });
  return `image:${row?.id}`;
}
