import { z } from 'zod';
import { ANALYTICS_DIMENSIONS } from './analyticsDimensions';
import { FIGURE_IDS } from './analyticsFigures';
import { dimensionValue } from './dimensionValue';
import { REPORT_TYPES } from './reportTypes';

const figures = z.array(z.enum(FIGURE_IDS));

/** The answer of POST /analytics/aggregate: one row per value of `by` present in the period, in value order. */
export const aggregateAnswer = z.object({
  report: z.enum(REPORT_TYPES),
  by: z.enum(ANALYTICS_DIMENSIONS),
  from: z.string(),
  to: z.string(),
  figures,
  withheld: figures,
  rows: z.array(z.object({ value: dimensionValue, values: z.record(z.string(), z.number()) })),
  totals: z.record(z.string(), z.number()),
});

export type AggregateAnswer = z.infer<typeof aggregateAnswer>;
