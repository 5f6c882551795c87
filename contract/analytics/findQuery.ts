import { z } from 'zod';
import { analyticsPeriod } from './analyticsPeriod';
import { periodProblems } from './periodProblems';

/** GET /analytics/find: the raw visits of a period (days or times), newest first, at most `limit`. */
export const findQuery = analyticsPeriod
  .extend({ limit: z.coerce.number().int().min(1).max(100).default(50) })
  .superRefine((input, context) => periodProblems({ ...input, grouping: 'second' }, context));

export type FindQuery = z.infer<typeof findQuery>;
