import { z } from 'zod';
import { FIGURE_IDS } from './analyticsFigures';
import { DATE_GROUPINGS } from './dateGroupings';
import { PERIOD_PRESETS } from './periodPresets';
import { REPORT_TYPES } from './reportTypes';

/**
 * A saved analytics configuration as the /config/analytics calls answer it: the settings as they were checked
 * on the way in (analyticsConfigSettings), here without its coercions, which an answer cannot run.
 */
export const analyticsConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: z.object({
    report: z.enum(REPORT_TYPES),
    grouping: z.enum(DATE_GROUPINGS),
    fields: z.array(z.enum(FIGURE_IDS)).optional(),
    compare: z.boolean(),
    preset: z.enum(PERIOD_PRESETS).optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    site: z.number().int().optional(),
    partner: z.number().int().optional(),
    country: z.string().optional(),
  }),
  updatedAt: z.string(),
});

export type AnalyticsConfig = z.infer<typeof analyticsConfig>;
