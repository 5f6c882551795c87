import { z } from 'zod';
import { FIGURE_IDS } from './analyticsFigures';
import { analyticsPeriod } from './analyticsPeriod';
import { DATE_GROUPINGS } from './dateGroupings';
import { periodProblems } from './periodProblems';
import { REPORT_TYPES } from './reportTypes';

/**
 * What a saved analytics configuration keeps: a report request whose period (a preset, or from and to) may be
 * left out, for the page's own default.
 */
export const analyticsConfigSettings = analyticsPeriod
  .extend({
    report: z.enum(REPORT_TYPES),
    grouping: z.enum(DATE_GROUPINGS).default('date'),
    fields: z.array(z.enum(FIGURE_IDS)).min(1).optional(),
    compare: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (input.preset !== undefined || input.from !== undefined || input.to !== undefined)
      periodProblems(input, context);
  });

export type AnalyticsConfigSettings = z.infer<typeof analyticsConfigSettings>;
