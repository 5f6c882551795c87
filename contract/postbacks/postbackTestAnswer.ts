import { z } from 'zod';

const headers = z.record(z.string(), z.string());

/**
 * The answer of 'Send a test' (`POST /partners/postbacks/:id/test`): the exact request sent, the address it
 * went to, and the answer (status, headers, the first bytes of the body) or why none came, with the time taken
 * and the log entry written.
 */
export const postbackTestAnswer = z.object({
  log: z.number(),
  address: z.string(),
  ms: z.number(),
  request: z.object({
    method: z.enum(['GET', 'POST']),
    url: z.string(),
    headers,
    body: z.string().optional(),
  }),
  response: z
    .object({
      status: z.number(),
      statusText: z.string(),
      headers,
      body: z.string(),
      truncated: z.boolean(),
    })
    .optional(),
  error: z.string().optional(),
});

export type PostbackTestAnswer = z.infer<typeof postbackTestAnswer>;
