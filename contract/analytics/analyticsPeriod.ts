import { z } from 'zod';
import { PERIOD_PRESETS } from './periodPresets';

/** A calendar day, or a wall-clock time, in Europe/Amsterdam. */
export const analyticsMoment = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/,
    'Expected a date as YYYY-MM-DD or a time as YYYY-MM-DDTHH:MM',
  )
  .refine((value) => !Number.isNaN(Date.parse(value.length === 10 ? value : `${value}Z`)), 'No such date');

/**
 * The period of every analytics call: `from` and `to` (a day `to` includes that day; a time `to` is where the
 * period ends) or a `preset`, and the filters.
 */
export const analyticsPeriod = z
  .object({
    from: analyticsMoment.optional(),
    to: analyticsMoment.optional(),
    preset: z.enum(PERIOD_PRESETS).optional(),
    site: z.coerce.number().int().positive().optional(),
    partner: z.coerce.number().int().positive().optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
      .transform((value) => value.toUpperCase())
      .optional(),
  })
  .strict();

export type AnalyticsPeriod = z.infer<typeof analyticsPeriod>;
