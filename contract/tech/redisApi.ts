import { z } from 'zod';

/** The longest string value a key read returns; longer ones are cut there and say their full length. */
export const REDIS_STRING_CUT = 16_384;
/** The longest element (hash value, list item, member) a key read returns; longer ones are cut, saying so. */
export const REDIS_ELEMENT_CUT = 2_048;
/** Elements of a hash, list, set, sorted set or stream one page of a key read holds. */
export const REDIS_VALUE_PAGE = 100;

/** Text read from Redis: at most a cut's worth, with the byte length of the whole. */
export const redisText = z.object({ text: z.string(), bytes: z.number().int(), cut: z.boolean() });

/** One key as the browser lists it: type, time to live in ms (-1: none), memory in bytes (null if unknown). */
export const redisKeySummary = z.object({
  key: z.string(),
  type: z.string(),
  ttl: z.number().int(),
  memory: z.number().int().nullable(),
});

/**
 * GET /wse/redis/keys: one SCAN page; `cursor` is where the next page starts, '0' once the scan is done.
 * `configured` is false when the server has no REDIS_URL (and then nothing else is read).
 */
export const redisKeysResponse = z.object({
  configured: z.boolean(),
  prefix: z.string(),
  data: z.array(redisKeySummary),
  cursor: z.string(),
});

const field = z.object({ field: z.string(), value: redisText });

/** A key's value, by its type; each collection is one page of its elements. */
export const redisValue = z.discriminatedUnion('type', [
  z.object({ type: z.literal('string'), value: redisText }),
  z.object({ type: z.literal('hash'), fields: z.array(field) }),
  z.object({
    type: z.literal('list'),
    items: z.array(z.object({ index: z.number().int(), value: redisText })),
  }),
  z.object({ type: z.literal('set'), members: z.array(redisText) }),
  z.object({ type: z.literal('zset'), members: z.array(z.object({ member: redisText, score: z.number() })) }),
  z.object({
    type: z.literal('stream'),
    entries: z.array(z.object({ id: z.string(), fields: z.array(field) })),
  }),
  z.object({ type: z.literal('other'), name: z.string() }),
]);

/**
 * GET /wse/redis/key: the key's summary, its length (bytes of a string, elements of a collection), one page of its
 * value and the cursor of the next page (null on the last).
 */
export const redisKeyResponse = z.object({
  data: redisKeySummary.extend({
    length: z.number().int().nullable(),
    value: redisValue,
    next: z.string().nullable(),
  }),
});

/** DELETE /wse/redis/key: the key removed, as it was. */
export const redisDeleteResponse = z.object({ data: redisKeySummary });

export type RedisText = z.infer<typeof redisText>;
export type RedisKeySummary = z.infer<typeof redisKeySummary>;
export type RedisKeysResponse = z.infer<typeof redisKeysResponse>;
export type RedisValue = z.infer<typeof redisValue>;
export type RedisKeyView = z.infer<typeof redisKeyResponse>['data'];
