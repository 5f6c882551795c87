import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertActsOnAccounts, assertCanGrantGroups } from '../../auth/roleGuards';
import { requireRole } from '../../auth/requireRole';
import { accountGroups, accounts, groups as groupTable } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams } from '../../http/idParams';
import { loadRecord } from '../../resources/readRecords';
import type { ServedResource } from '../../resources/ServedResource';
import { idListField, storedAccount } from './accountFields';
import { assertIdsExist } from '../assertIdsExist';

const body = z.object({ groups: idListField }).strict();
const response = z.object({ groups: z.array(z.number().int()) });

/**
 * GET/PUT /account/:id/groups: the groups an account belongs to. ASSIGN_GROUPS changes anyone's,
 * ASSIGN_GROUPS_SELF only one's own; joining a group needs holding all of its roles, and changing another's
 * groups every role that account holds.
 */
export function accountGroupsRoutes(app: FastifyInstance, served: ServedResource): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/account/:id/groups',
    {
      schema: { params: idParams, response: { 200: response } },
      config: { access: ['VIEW_ACCOUNTS', 'VIEW_GROUPS'], sample: () => ({ url: '/api/account/1/groups' }) },
    },
    async (request) => {
      const { id } = request.params;
      const { groups } = storedAccount.parse(await loadRecord(app.db, served, id, principalOf(request)));
      return { groups };
    },
  );

  typed.put(
    '/account/:id/groups',
    {
      schema: { params: idParams, body, response: { 200: response } },
      config: {
        access: ['ASSIGN_GROUPS', 'ASSIGN_GROUPS_SELF'],
        sample: () => ({ url: '/api/account/2/groups', body: { groups: [] } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { groups } = request.body;
      const actor = principalOf(request);
      if (id !== actor.account.id) requireRole(actor, 'ASSIGN_GROUPS');
      return changeRoleHolders(app, 'groups', async (tx) => {
        const stored = storedAccount.parse(await loadRecord(tx, served, id, actor, { forUpdate: true }));
        await assertIdsExist(tx, groupTable.id, groups, 'groups', 'group');
        await assertActsOnAccounts(tx, actor, [id]);
        await assertCanGrantGroups(
          tx,
          actor,
          groups.filter((group) => !stored.groups.includes(group)),
        );
        await tx.delete(accountGroups).where(eq(accountGroups.accountId, id));
        if (groups.length > 0) {
          await tx.insert(accountGroups).values(groups.map((groupId) => ({ accountId: id, groupId })));
        }
        await tx
          .update(accounts)
          .set({ version: sql`${accounts.version} + 1`, updatedAt: new Date() })
          .where(eq(accounts.id, id));
        return {
          affected: [id],
          audit: {
            actor: actor.account,
            save: actor.save,
            action: 'account.groups',
            target: `account:${id}`,
            before: { groups: stored.groups },
            after: { groups },
          },
          result: { groups },
        };
      });
    },
  );
}
