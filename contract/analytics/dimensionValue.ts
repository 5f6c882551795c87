import { z } from 'zod';

/** A site or partner id, a country code, or null for direct traffic (no partner). */
export const dimensionValue = z.union([z.number().int(), z.string(), z.null()]);
