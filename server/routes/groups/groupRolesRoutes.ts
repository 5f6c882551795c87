import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertCanGrant } from '../../auth/roleGuards';
import { groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams, type IdParams } from '../../http/idParams';
import { rolesField } from '../accounts/accountFields';
import { findGroup } from './findGroup';

const body = z.object({ roles: rolesField }).strict();

/** GET/PUT /group/:id/roles: the roles every member gains; a change reaches all members at once. */
export function groupRolesRoutes(app: FastifyInstance): void {
  app.get(
    '/group/:id/roles',
    {
      schema: { params: idParams },
      config: { access: ['VIEW_ROLES', 'VIEW_GROUPS'], sample: () => ({ url: '/api/group/1/roles' }) },
    },
    async (request) => ({ roles: (await findGroup(app.db, (request.params as IdParams).id)).roles }),
  );

  app.put(
    '/group/:id/roles',
    {
      schema: { params: idParams, body },
      config: {
        access: 'EDIT_ROLES',
        sample: () => ({ url: '/api/group/1/roles', body: { roles: ['SEARCH_MEMBER'] } }),
      },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      const { roles } = request.body as z.infer<typeof body>;
      const actor = principalOf(request);
      return changeRoleHolders(app, 'roles', async (tx) => {
        const stored = await findGroup(tx, id, { forUpdate: true });
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
