import { z } from 'zod';
import { analyticsConfigSettings } from './analyticsConfigSettings';

/** A saved analytics configuration as the /config/analytics calls answer it. */
export const analyticsConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: analyticsConfigSettings,
  updatedAt: z.string(),
});

export type AnalyticsConfig = z.infer<typeof analyticsConfig>;
