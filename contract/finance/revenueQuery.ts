import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** The groupings of docs/product.md#entities a revenue history offers, by the period each bucket spans. */
export const REVENUE_GROUPS = ['date', 'week', 'month', 'year'] as const;

/** GET /financial/revenue: calendar days from and to (inclusive, Europe/Amsterdam) and the grouping. */
export const revenueQuery = z
  .object({ from: day, to: day, group: z.enum(REVENUE_GROUPS).default('date') })
  .strict()
  .refine((query) => query.from <= query.to, { message: 'The period ends before it starts', path: ['to'] });

export type RevenueGroup = (typeof REVENUE_GROUPS)[number];
