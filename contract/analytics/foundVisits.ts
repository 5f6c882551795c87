import { z } from 'zod';

/** The answer of GET /analytics/find: visits newest first; `more` when the period holds further ones. */
export const foundVisits = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      site: z.number().int(),
      partner: z.number().int().nullable(),
      partnerCode: z.string().nullable(),
      country: z.string(),
    }),
  ),
  more: z.boolean(),
});
