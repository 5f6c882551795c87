import { z } from 'zod';
import { cdnPattern } from '../../../contract/tech/cdnApi';
import { jsonParam } from '../../http/queryParams';

/** GET /wse/cdn/entries: `filter={"pattern":"/assets/*"}` (free text travels in filter JSON); none for every path. */
export const cdnEntriesQuery = z
  .object({ filter: jsonParam(z.object({ pattern: cdnPattern.optional() }).strict()).optional() })
  .strict();
