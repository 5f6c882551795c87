import { z } from 'zod';
import { ANALYTICS_DIMENSIONS } from './analyticsDimensions';
import { analyticsPeriod } from './analyticsPeriod';
import { periodProblems } from './periodProblems';

/** GET /analytics/distinct: the values of a dimension with traffic in a period of calendar days. */
export const distinctQuery = analyticsPeriod
  .extend({ dimension: z.enum(ANALYTICS_DIMENSIONS) })
  .superRefine(periodProblems);

export type DistinctQuery = z.infer<typeof distinctQuery>;
