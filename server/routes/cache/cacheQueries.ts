import { z } from 'zod';
import { jsonParam } from '../../http/queryParams';

/**
 * GET /wse/cache/entries: `filter={"prefix":"analytics:"}` (free text travels in filter JSON) and the `cursor`
 * the last page gave.
 */
export const cacheEntriesQuery = z
  .object({
    filter: jsonParam(z.object({ prefix: z.string().max(200).optional() }).strict()).optional(),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Expected a cursor from the last page')
      .optional(),
  })
  .strict();
