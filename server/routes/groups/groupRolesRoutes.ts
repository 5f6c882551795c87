import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertActsWithin, assertCanGrant } from '../../auth/roleGuards';
import { groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams } from '../../http/idParams';
import { loadRecord } from '../../resources/readRecords';
import type { ServedResource } from '../../resources/ServedResource';
import { rolesField, rolesResponse } from '../accounts/accountFields';
import { storedGroup } from './groupFields';

const body = z.object({ roles: rolesField }).strict();

/**
 * GET/PUT /group/:id/roles: the roles every member gains; a change reaches all members at once. Changing them
 * needs every role the group holds, and granting one holding it.
 */
export function groupRolesRoutes(app: FastifyInstance, served: ServedResource): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/group/:id/roles',
    {
      schema: { params: idParams, response: { 200: rolesResponse } },
      config: { access: 'VIEW_ROLES', sample: () => ({ url: '/api/group/1/roles' }) },
    },
    async (request) => {
      const { id } = request.params;
      const { roles } = storedGroup.parse(await loadRecord(app.db, served, id, principalOf(request)));
      return { roles };
    },
  );

  typed.put(
    '/group/:id/roles',
    {
      schema: { params: idParams, body, response: { 200: rolesResponse } },
      config: {
        access: 'EDIT_ROLES',
        sample: () => ({ url: '/api/group/1/roles', body: { roles: ['SEARCH_MEMBER'] } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { roles } = request.body;
      const actor = principalOf(request);
      return changeRoleHolders(app, 'roles', async (tx) => {
        const stored = storedGroup.parse(await loadRecord(tx, served, id, actor, { forUpdate: true }));
        assertActsWithin(actor, 'group', stored.roles);
        assertCanGrant(
          actor,
          roles.filter((role) => !stored.roles.includes(role)),
        );
        await tx
          .update(groups)
          .set({ roles, version: sql`${groups.version} + 1` })
          .where(eq(groups.id, id));
        return {
          affected: stored.accounts,
          audit: {
            actor: actor.account,
            save: actor.save,
            action: 'group.roles',
            target: `group:${id}`,
            before: { roles: stored.roles },
            after: { roles },
          },
          result: { roles },
        };
      });
    },
  );
}
