import { z } from 'zod';

/**
 * The body of both searches: one non-empty search text (docs/product.md#validation: 'No search parameter
 * given').
 */
export const searchBody = z
  .object({
    search: z
      .string('No search parameter given')
      .trim()
      .min(1, 'No search parameter given')
      .max(200, 'Search for at most 200 characters'),
  })
  .strict();
