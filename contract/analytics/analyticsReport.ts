import { z } from 'zod';
import { FIGURE_IDS } from './analyticsFigures';
import { DATE_GROUPINGS } from './dateGroupings';
import { REPORT_TYPES } from './reportTypes';

const figures = z.array(z.enum(FIGURE_IDS));

/**
 * One bucket: `period` is its first day ('YYYY-MM-DD': date, week from Monday, month, year), the weekday
 * ('Monday'..'Sunday': day) or its first moment in Amsterdam with the offset ('2026-10-25T02:00:00+01:00':
 * hour, minute, second). `values` holds the present figures only.
 */
export const analyticsRow = z.object({
  period: z.string(),
  values: z.record(z.string(), z.number()),
});

const rowsOfPeriod = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(analyticsRow),
  totals: z.record(z.string(), z.number()),
});

/**
 * The answer of POST /analytics/report: every bucket of the period in order (empty ones as zeros), the figures
 * present, those withheld (the caller's roles do not cover them: absent, not zero) and those the grouping cannot
 * give (minute and second count raw visits only), and the previous period's when `compare` was asked.
 */
export const analyticsReport = rowsOfPeriod.extend({
  report: z.enum(REPORT_TYPES),
  grouping: z.enum(DATE_GROUPINGS),
  figures,
  withheld: figures,
  unavailable: figures,
  previous: rowsOfPeriod.optional(),
});

export type AnalyticsReport = z.infer<typeof analyticsReport>;
export type AnalyticsRow = z.infer<typeof analyticsRow>;
