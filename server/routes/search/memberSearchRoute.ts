import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { searchBody, type SearchBody } from './searchBody';
import { searchUsers } from './searchUsers';

/** POST /members/search: members by username or email; migrated accounts only with SEARCH_MIGRATED_ACCOUNTS. */
export function memberSearchRoute(app: FastifyInstance): void {
  app.post(
    '/members/search',
    {
      schema: { body: searchBody },
      config: { access: 'SEARCH_MEMBER', sample: () => ({ body: { search: 'anna' } }) },
    },
    async (request) => {
      const { search } = request.body as SearchBody;
      const familyOnly = !principalOf(request).roles.includes('SEARCH_MIGRATED_ACCOUNTS');
      return { data: await searchUsers(app.db, members, search, { familyOnly }) };
    },
  );
}
