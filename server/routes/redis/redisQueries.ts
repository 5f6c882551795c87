import { z } from 'zod';
import { intParam, jsonParam } from '../../http/queryParams';

/** A key or a pattern: free text, so it travels inside `filter` JSON (`{tag}:x` is a key, not broken JSON). */
const keyText = z.string().min(1, 'Name a key').max(4096);
/** SCAN's cursor: an unsigned 64-bit number, kept as text. */
const scanCursor = z
  .string()
  .regex(/^\d{1,20}$/, 'Expected a cursor from the last page')
  .refine(
    (text) => !/^\d{1,20}$/.test(text) || BigInt(text) < 2n ** 64n,
    'Expected a cursor from the last page',
  );

/** GET /wse/redis/keys: `filter={"pattern":"wse:*"}` (default: the server's prefix), `cursor`, `count`. */
export const redisKeysQuery = z
  .object({
    filter: jsonParam(z.object({ pattern: z.string().max(1000).optional() }).strict()).optional(),
    cursor: scanCursor.default('0'),
    count: intParam(1, 1000).default(100),
  })
  .strict();

/** GET /wse/redis/key: `filter={"key":"…"}`, and the `cursor` of the value's next page. */
export const redisKeyQuery = z
  .object({
    filter: jsonParam(z.object({ key: keyText }).strict()),
    // A collection's SCAN cursor or element offset, or a stream's last entry id.
    cursor: z
      .string()
      .regex(/^\d{1,20}(-\d{1,20})?$/, 'Expected a cursor from the last page')
      .refine(
        (text) => !/^\d{1,20}/.test(text) || BigInt(/^\d+/.exec(text)![0]) < 2n ** 64n,
        'Expected a cursor from the last page',
      )
      .optional(),
  })
  .strict();

/** DELETE /wse/redis/key: `filter={"key":"…","confirm":"…"}`, the key typed again to confirm. */
export const redisDeleteQuery = z
  .object({ filter: jsonParam(z.object({ key: keyText, confirm: z.string().max(4096) }).strict()) })
  .strict();
