import type { FastifyInstance } from 'fastify';
import { performers } from '../../db/schema/platformUsers';
import { searchBody, type SearchBody } from './searchBody';
import { searchUsers } from './searchUsers';

/** POST /wse/search: performers by username or email, for the sidebar's Model search. */
export function performerSearchRoute(app: FastifyInstance): void {
  app.post(
    '/wse/search',
    {
      schema: { body: searchBody },
      config: { access: 'SEARCH_MEMBER', sample: () => ({ body: { search: 'anna' } }) },
    },
    async (request) => {
      const { search } = request.body as SearchBody;
      return { data: await searchUsers(app.db, performers, search, { familyOnly: false }) };
    },
  );
}
