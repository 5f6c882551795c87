import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { performers } from '../../db/schema/platformUsers';
import { searchBody } from './searchBody';
import { searchResponse } from './SearchResult';
import { searchUsers } from './searchUsers';

/** POST /wse/search: performers by username or email, for the sidebar's Model search. */
export function performerSearchRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/wse/search',
    {
      schema: { body: searchBody, response: { 200: searchResponse } },
      config: { access: 'SEARCH_MEMBER', sample: () => ({ body: { search: 'anna' } }) },
    },
    async (request) => {
      const { search } = request.body;
      const { hits, more } = await searchUsers(app.db, performers, search, { familyOnly: false });
      return { data: hits, more };
    },
  );
}
