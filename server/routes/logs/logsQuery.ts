import { z } from 'zod';
import { logsFilter } from '../../../contract/tech/logsFilter';
import { intParam, jsonParam } from '../../http/queryParams';

/**
 * GET /wse/logs (and /wse/logs/errors): newest first, `limit` at a time. `before` pages back from a line id;
 * `after` reads what came since one (a live tail catching up after a reconnect).
 */
export const logsQuery = z
  .object({
    filter: jsonParam(logsFilter).optional(),
    before: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
    after: intParam(0, Number.MAX_SAFE_INTEGER).optional(),
    limit: intParam(1, 200).optional(),
  })
  .strict()
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Give either before or after, not both',
    path: ['after'],
  });
