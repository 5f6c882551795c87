import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertActsOnAccounts, assertCanGrant } from '../../auth/roleGuards';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams } from '../../http/idParams';
import { loadRecord } from '../../resources/readRecords';
import type { ServedResource } from '../../resources/ServedResource';
import { rolesField, rolesResponse, storedAccount } from './accountFields';

const body = z.object({ roles: rolesField }).strict();

/**
 * GET/PUT /account/:id/roles: the account's own roles (its groups add more). Only held roles can be
 * granted, and only by one holding every role the account holds; the change ends the account's sessions (the
 * realtime layer hands out a fresh token).
 */
export function accountRolesRoutes(app: FastifyInstance, served: ServedResource): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/account/:id/roles',
    {
      schema: { params: idParams, response: { 200: rolesResponse } },
      config: { access: 'VIEW_ROLES', sample: () => ({ url: '/api/account/1/roles' }) },
    },
    async (request) => {
      const { id } = request.params;
      const { roles } = storedAccount.parse(await loadRecord(app.db, served, id, principalOf(request)));
      return { roles };
    },
  );

  typed.put(
    '/account/:id/roles',
    {
      schema: { params: idParams, body, response: { 200: rolesResponse } },
      config: {
        access: 'EDIT_ROLES',
        sample: () => ({ url: '/api/account/2/roles', body: { roles: ['SEARCH_MEMBER'] } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { roles } = request.body;
      const actor = principalOf(request);
      return changeRoleHolders(app, 'roles', async (tx) => {
        const stored = storedAccount.parse(await loadRecord(tx, served, id, actor, { forUpdate: true }));
        await assertActsOnAccounts(tx, actor, [id]);
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
            save: actor.save,
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
