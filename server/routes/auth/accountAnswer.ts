import { z } from 'zod';

/** The signed-in account and its effective roles, as GET /account and POST /login answer them. */
export const accountAnswer = z.object({
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    twoFactorEnabled: z.boolean(),
  }),
  roles: z.array(z.string()),
});
