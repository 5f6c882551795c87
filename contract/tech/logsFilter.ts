import { z } from 'zod';
import { SYS_LOG_LEVELS } from './logsLine';

/** The `filter` of GET /wse/logs and /wse/logs/errors (JSON, as every list's): level, source, message text. */
export const logsFilter = z
  .object({
    level: z.enum(SYS_LOG_LEVELS).optional(),
    source: z.string().trim().min(1).max(100).optional(),
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export type LogsFilter = z.infer<typeof logsFilter>;
