import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleToLearn } from '../../../contract/fieldMasking';
import { maskValue } from '../../../contract/masking';
import membersResource from '../../../resources/members';
import { members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { needsRole } from '../../http/needsRole';
import { searchBody } from './searchBody';
import { searchResponse } from './SearchResult';
import { searchUsers } from './searchUsers';

/**
 * POST /members/search: members by username or email; migrated accounts only with SEARCH_MIGRATED_ACCOUNTS. A
 * member's email is theirs to see who hold its role (the members definition names it): others get it masked,
 * and may not search by it.
 */
export function memberSearchRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/members/search',
    {
      schema: { body: searchBody, response: { 200: searchResponse } },
      config: { access: 'SEARCH_MEMBER', sample: () => ({ body: { search: 'anna' } }) },
    },
    async (request) => {
      const { search } = request.body;
      const { roles } = principalOf(request);
      const emailNeed = roleToLearn(membersResource.fields, 'email', roles);
      if (emailNeed !== undefined && search.includes('@')) throw needsRole('Searching by email', emailNeed);
      const familyOnly = !roles.includes('SEARCH_MIGRATED_ACCOUNTS');
      const { hits, more } = await searchUsers(app.db, members, search, { familyOnly });
      const shown =
        emailNeed === undefined ? hits : hits.map((hit) => ({ ...hit, email: maskValue(hit.email) ?? '' }));
      return { data: shown, more };
    },
  );
}
