import { z } from 'zod';
import { ANALYTICS_DIMENSIONS } from './analyticsDimensions';
import { dimensionValue } from './dimensionValue';

/** The answer of GET /analytics/distinct, in value order (null, direct traffic, first). */
export const distinctAnswer = z.object({
  dimension: z.enum(ANALYTICS_DIMENSIONS),
  values: z.array(dimensionValue),
});
