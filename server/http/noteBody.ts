import { z } from 'zod';

/**
 * The body of a one-time review with a note (a release, a resolve, a chat review), as the action dialogs send it.
 * The record's own state makes a retry harmless, so the dialog's `requestKey` is accepted and not needed.
 */
export const noteBody = z
  .object({
    note: z.string().trim().min(3, 'Give a note of at least 3 characters').max(500),
    requestKey: z.string().max(100).optional(),
  })
  .strict();
