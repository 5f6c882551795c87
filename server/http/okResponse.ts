import { z } from 'zod';

/** The answer of a call that only confirms it was done. */
export const okResponse = z.object({ ok: z.literal(true) });

/** That answer, typed as the schema says (a literal in an async handler would widen to boolean). */
export const ok: z.infer<typeof okResponse> = { ok: true };
