import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { searchBody } from './searchBody';
import { searchResponse } from './SearchResult';
import { searchUsers } from './searchUsers';

/** POST /members/search: members by username or email; migrated accounts only with SEARCH_MIGRATED_ACCOUNTS. */
export function memberSearchRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/members/search',
    {
      schema: { body: searchBody, response: { 200: searchResponse } },
      config: { access: 'SEARCH_MEMBER', sample: () => ({ body: { search: 'anna' } }) },
    },
    async (request) => {
      const { search } = request.body;
      const familyOnly = !principalOf(request).roles.includes('SEARCH_MIGRATED_ACCOUNTS');
      const { hits, more } = await searchUsers(app.db, members, search, { familyOnly });
      return { data: hits, more };
    },
  );
}
