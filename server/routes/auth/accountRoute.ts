import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../http/accessControl';
import { accountAnswer } from './accountAnswer';

/** GET /account: the signed-in account and its effective roles, as the server knows them now. */
export function accountRoute(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/account',
    { schema: { response: { 200: accountAnswer } }, config: { access: 'signed-in' } },
    async (request) => {
      const { account, roles } = principalOf(request);
      return { account, roles };
    },
  );
}
