import { z } from 'zod';

/** Entries one page of GET /wse/cache/entries asks for; on Redis a page may hold a few more or fewer (SCAN). */
export const CACHE_PAGE = 50;
/** Keys a purge preview names; the count covers all of them. */
export const CACHE_PREVIEW_KEYS = 20;

export const cacheEntryView = z.object({
  key: z.string(),
  /** Bytes of the stored JSON. */
  size: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Milliseconds left when the server read it. */
  expiresIn: z.number().int(),
});

export const cacheEntriesResponse = z.object({
  /** Where the entries live: 'redis' (REDIS_URL, shared by every instance) or 'memory' (this instance). */
  backEnd: z.enum(['redis', 'memory']),
  /** How long an analytics or dashboard answer is held (CACHE_TTL_SECONDS); 0: reads are not cached. */
  ttlSeconds: z.number().int(),
  data: z.array(cacheEntryView),
  /** Where the next page starts; null on the last. */
  cursor: z.string().nullable(),
});

/** POST /wse/cache/purge: with `preview` only says what matches; without, deletes it. */
export const cachePurgeRequest = z
  .object({
    prefix: z.string().max(200),
    preview: z.boolean(),
  })
  .strict();

export const cachePurgeResponse = z.object({
  prefix: z.string(),
  /** Entries whose key starts with the prefix (before the purge). */
  matched: z.number().int(),
  /** The first of them by key, at most CACHE_PREVIEW_KEYS. */
  keys: z.array(z.string()),
  /** Entries the purge deleted; null for a preview. */
  purged: z.number().int().nullable(),
});

export type CacheEntryView = z.infer<typeof cacheEntryView>;
export type CacheEntriesResponse = z.infer<typeof cacheEntriesResponse>;
export type CachePurgeRequest = z.infer<typeof cachePurgeRequest>;
export type CachePurgeResponse = z.infer<typeof cachePurgeResponse>;
