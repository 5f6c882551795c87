import { z } from 'zod';

/**
 * The answer of GET /financial/revenue: member payments summed per period (its first day, Europe/Amsterdam)
 * and payment type, in cents, in period order.
 */
export const revenueReport = z.object({
  data: z.array(
    z.object({
      period: z.string(),
      type: z.string(),
      amount: z.number().int(),
      payments: z.number().int(),
    }),
  ),
});

export type RevenueReport = z.infer<typeof revenueReport>;
