import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '../../http/idParams';
import { findAccount } from './findAccount';

/** GET /login/account/:id: one account. */
export function getAccountRoute(app: FastifyInstance): void {
  app.get(
    '/login/account/:id',
    {
      schema: { params: idParams },
      config: { access: 'VIEW_ACCOUNTS', sample: () => ({ url: '/api/login/account/1' }) },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      return { data: await findAccount(app.db, id) };
    },
  );
}
