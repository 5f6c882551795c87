import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../http/accessControl';

/** GET /account: the signed-in account and its effective roles, as the server knows them now. */
export function accountRoute(app: FastifyInstance): void {
  app.get('/account', { config: { access: 'signed-in' } }, async (request) => {
    const { account, roles } = principalOf(request);
    return { account, roles };
  });
}
