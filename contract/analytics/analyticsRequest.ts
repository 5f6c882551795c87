import { z } from 'zod';
import { FIGURE_IDS } from './analyticsFigures';
import { analyticsPeriod } from './analyticsPeriod';
import { periodProblems } from './periodProblems';
import { DATE_GROUPINGS } from './dateGroupings';
import { REPORT_TYPES } from './reportTypes';

/**
 * POST /analytics/report: a report type, its period (`from`/`to` or a `preset`) grouped by `grouping`, the
 * filters, the `fields` to show (default all of the report's), and `compare` for the previous period of the same
 * length beside it.
 */
export const analyticsRequest = analyticsPeriod
  .extend({
    report: z.enum(REPORT_TYPES),
    grouping: z.enum(DATE_GROUPINGS).default('date'),
    fields: z.array(z.enum(FIGURE_IDS)).min(1).optional(),
    compare: z.boolean().default(false),
  })
  .superRefine(periodProblems);

export type AnalyticsRequest = z.infer<typeof analyticsRequest>;
