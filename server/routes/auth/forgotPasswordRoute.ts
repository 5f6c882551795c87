import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestResetLink } from '../../auth/requestResetLink';
import { afterAnswer } from '../../http/afterAnswer';
import { clientAddress } from '../../http/clientAddress';
import { linkRateLimit } from '../../http/linkRateLimit';
import { ok, okResponse } from '../../http/okResponse';

const body = z.object({ username: z.string().trim().min(1, 'Required').max(200) }).strict();

/**
 * POST /forgot-password: sends a reset link when the username or email is known. The answer is the same
 * either way, and comes before the lookup and the link are done, so neither its content nor its timing tells
 * which accounts exist. Admins use it for others too.
 */
export function forgotPasswordRoute(app: FastifyInstance): void {
  const later = afterAnswer(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/forgot-password',
    {
      schema: { body, response: { 200: okResponse } },
      onRequest: linkRateLimit(app),
      config: {
        access: 'public',
        sample: () => ({ body: { username: 'nobody@example.com' } }),
      },
    },
    async (request) => {
      const { username } = request.body;
      const actor = request.principal?.account ?? null;
      const address = clientAddress(request.ip);
      later(() => requestResetLink(app, { username, actor, address }));
      return ok;
    },
  );
}
