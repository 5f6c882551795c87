import { z } from 'zod';

/** Paths a purge preview names; the count covers all of them. */
export const CDN_PREVIEW_PATHS = 20;
/** Rows GET /wse/cdn/entries answers at most; `total` says how many matched. */
export const CDN_LIST_CAP = 500;

/** A path, or a glob where `*` stands for any characters (`/assets/*`); empty for every path. */
export const cdnPattern = z.string().max(300);

export const cdnEntryView = z.object({
  path: z.string(),
  /** Content-Encoding of the held response ('br', 'gzip' or 'identity'). */
  encoding: z.string(),
  /** The Accept-Encoding it answers. */
  variant: z.string(),
  size: z.number().int(),
  hits: z.number().int(),
  cachedAt: z.string(),
  cacheControl: z.string().nullable(),
  etag: z.string().nullable(),
});

export const cdnEntriesResponse = z.object({
  /** The edge cache is in each instance's memory: another instance holds its own. */
  scope: z.literal('instance'),
  bytes: z.number().int(),
  maxBytes: z.number().int(),
  total: z.number().int(),
  data: z.array(cdnEntryView),
});

/** POST /wse/cdn/purge: with `preview` only says what matches; without, drops it. */
export const cdnPurgeRequest = z.object({ pattern: cdnPattern.min(1), preview: z.boolean() }).strict();

export const cdnPurgeResponse = z.object({
  pattern: z.string(),
  /** Held responses whose path matches (one path may be held once per encoding). */
  matched: z.number().int(),
  /** The first matching paths, at most CDN_PREVIEW_PATHS. */
  paths: z.array(z.string()),
  /** Responses the purge dropped; null for a preview. */
  purged: z.number().int().nullable(),
});

export type CdnEntryView = z.infer<typeof cdnEntryView>;
export type CdnEntriesResponse = z.infer<typeof cdnEntriesResponse>;
export type CdnPurgeRequest = z.infer<typeof cdnPurgeRequest>;
export type CdnPurgeResponse = z.infer<typeof cdnPurgeResponse>;
