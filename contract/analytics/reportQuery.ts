import { z } from 'zod';
import { FIGURE_IDS } from './analyticsFigures';
import { analyticsPeriod } from './analyticsPeriod';
import { DATE_GROUPINGS } from './dateGroupings';
import { periodProblems } from './periodProblems';
import { REPORT_TYPES } from './reportTypes';

/**
 * GET /analytics/query: the report request as a query string, for a link to a report: `fields` comma-separated,
 * `compare` 'true' or 'false'.
 */
export const reportQuery = analyticsPeriod
  .extend({
    report: z.enum(REPORT_TYPES),
    grouping: z.enum(DATE_GROUPINGS).default('date'),
    fields: z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(z.enum(FIGURE_IDS)).min(1))
      .optional(),
    compare: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine(periodProblems);
