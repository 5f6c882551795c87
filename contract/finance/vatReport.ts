import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** The periods a VAT report is grouped by: the return periods accountants file. */
export const VAT_GROUPS = ['month', 'quarter', 'year'] as const;

export type VatGroup = (typeof VAT_GROUPS)[number];

/** GET /financial/vat: calendar days from and to (inclusive, Europe/Amsterdam) and the grouping. */
export const vatQuery = z
  .object({ from: day, to: day, group: z.enum(VAT_GROUPS).default('quarter') })
  .strict()
  .refine((query) => query.from <= query.to, { message: 'The period ends before it starts', path: ['to'] });

/**
 * The answer of GET /financial/vat: per period (its first day) and report line (vatEntries), the member
 * payments, their gross amount (VAT included), the VAT in it at the line's rate and what is left, in cents.
 */
export const vatReport = z.object({
  data: z.array(
    z.object({
      period: z.string(),
      entry: z.string(),
      name: z.string(),
      rateBp: z.number().int(),
      payments: z.number().int(),
      gross: z.number().int(),
      vat: z.number().int(),
      net: z.number().int(),
    }),
  ),
});

export type VatReport = z.infer<typeof vatReport>;
export type VatRow = VatReport['data'][number];
