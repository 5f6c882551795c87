import { z } from 'zod';

/** One hit of the member or performer search (docs/API.md "Search"). */
export const searchResult = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  whitelabelWebsite: z.string(),
  familyWebsite: z.string().nullable(),
  familyId: z.number().int().nullable(),
});

export type SearchResult = z.infer<typeof searchResult>;

/** The answer of both searches; `more` when hits past the first 50 were left out. */
export const searchResponse = z.object({ data: z.array(searchResult), more: z.boolean() });
