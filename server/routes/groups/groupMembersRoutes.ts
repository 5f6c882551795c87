import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertActsOnAccounts, assertActsWithin } from '../../auth/roleGuards';
import { accountGroups, accounts, groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams } from '../../http/idParams';
import { loadRecord } from '../../resources/readRecords';
import type { ServedResource } from '../../resources/ServedResource';
import { idListField } from '../accounts/accountFields';
import { assertIdsExist } from '../assertIdsExist';
import { storedGroup } from './groupFields';

const body = z.object({ accounts: idListField }).strict();
const response = z.object({ accounts: z.array(z.number().int()) });

/**
 * GET/PUT /group/:id/accounts: the group's members. Adding someone grants the group's roles, so changing the
 * members needs every role the group holds, and every role of each account added or removed.
 */
export function groupMembersRoutes(app: FastifyInstance, served: ServedResource): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/group/:id/accounts',
    {
      schema: { params: idParams, response: { 200: response } },
      config: { access: ['VIEW_GROUPS', 'VIEW_ACCOUNTS'], sample: () => ({ url: '/api/group/1/accounts' }) },
    },
    async (request) => {
      const { id } = request.params;
      const stored = storedGroup.parse(await loadRecord(app.db, served, id, principalOf(request)));
      return { accounts: stored.accounts };
    },
  );

  typed.put(
    '/group/:id/accounts',
    {
      schema: { params: idParams, body, response: { 200: response } },
      config: {
        access: 'ASSIGN_GROUPS',
        sample: () => ({ url: '/api/group/1/accounts', body: { accounts: [] } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const members = request.body.accounts;
      const actor = principalOf(request);
      return changeRoleHolders(app, 'accounts', async (tx) => {
        const stored = storedGroup.parse(await loadRecord(tx, served, id, actor, { forUpdate: true }));
        const added = members.filter((accountId) => !stored.accounts.includes(accountId));
        const removed = stored.accounts.filter((accountId) => !members.includes(accountId));
        await assertIdsExist(tx, accounts.id, added, 'accounts', 'account');
        assertActsWithin(actor, 'group', stored.roles);
        await assertActsOnAccounts(tx, actor, [...added, ...removed]);
        await tx.delete(accountGroups).where(eq(accountGroups.groupId, id));
        if (members.length > 0) {
          await tx.insert(accountGroups).values(members.map((accountId) => ({ accountId, groupId: id })));
        }
        await tx
          .update(groups)
          .set({ version: sql`${groups.version} + 1` })
          .where(eq(groups.id, id));
        return {
          affected: [...added, ...removed],
          audit: {
            actor: actor.account,
            save: actor.save,
            action: 'group.accounts',
            target: `group:${id}`,
            before: { accounts: stored.accounts },
            after: { accounts: members },
          },
          result: { accounts: members },
        };
      });
    },
  );
}
