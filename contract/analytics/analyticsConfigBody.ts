import { z } from 'zod';
import { analyticsConfigSettings } from './analyticsConfigSettings';

/** POST /config/analytics and PUT /config/analytics/:id: a name and the settings. */
export const analyticsConfigBody = z
  .object({ name: z.string().trim().min(1).max(100), settings: analyticsConfigSettings })
  .strict();

export type AnalyticsConfigBody = z.infer<typeof analyticsConfigBody>;
