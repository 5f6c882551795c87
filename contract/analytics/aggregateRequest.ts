import { z } from 'zod';
import { ANALYTICS_DIMENSIONS } from './analyticsDimensions';
import { FIGURE_IDS } from './analyticsFigures';
import { analyticsPeriod } from './analyticsPeriod';
import { periodProblems } from './periodProblems';
import { REPORT_TYPES } from './reportTypes';

/** POST /analytics/aggregate: a report's figures over a period of calendar days, totalled per `by`. */
export const aggregateRequest = analyticsPeriod
  .extend({
    report: z.enum(REPORT_TYPES),
    by: z.enum(ANALYTICS_DIMENSIONS),
    fields: z.array(z.enum(FIGURE_IDS)).min(1).optional(),
  })
  .superRefine(periodProblems);

export type AggregateRequest = z.infer<typeof aggregateRequest>;
