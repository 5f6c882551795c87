import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertCanGrant } from '../../auth/roleGuards';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams, type IdParams } from '../../http/idParams';
import { rolesField } from './accountFields';
import { findAccount } from './findAccount';

const body = z.object({ roles: rolesField }).strict();

/**
 * GET/PUT /account/:id/roles: the account's own roles (its groups add more). Only held roles can be
 * granted; the change ends the account's sessions (the realtime layer hands out a fresh token).
 */
export function accountRolesRoutes(app: FastifyInstance): void {
  app.get(
    '/account/:id/roles',
    {
      schema: { params: idParams },
      config: { access: ['VIEW_ROLES', 'VIEW_ACCOUNTS'], sample: () => ({ url: '/api/account/1/roles' }) },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      return { roles: (await findAccount(app.db, id)).roles };
    },
  );

  app.put(
    '/account/:id/roles',
    {
      schema: { params: idParams, body },
      config: {
        access: 'EDIT_ROLES',
        sample: () => ({ url: '/api/account/2/roles', body: { roles: ['SEARCH_MEMBER'] } }),
      },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      const { roles } = request.body as z.infer<typeof body>;
      const actor = principalOf(request);
      return changeRoleHolders(app, 'roles', async (tx) => {
        const stored = await findAccount(tx, id, { forUpdate: true });
        assertCanGrant(
          actor,
          roles.filter((role) => !stored.roles.includes(role)),
        );
        await tx
          .update(accounts)
          .set({ roles, version: sql`${accounts.version} + 1`, updatedAt: new Date() })
          .where(eq(accounts.id, id));
        return {
          affected: [id],
          audit: {
            actor: actor.account,
            action: 'account.roles',
            target: `account:${id}`,
            before: { roles: stored.roles },
            after: { roles },
          },
          result: { roles },
        };
      });
    },
  );
}
