import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertCanGrant, assertCanGrantGroups } from '../../auth/roleGuards';
import { requireRole } from '../../auth/requireRole';
import { accountGroups, accounts, groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { writeAudit } from '../../trail/writeAudit';
import { emailField, idListField, rolesField, usernameField } from './accountFields';
import { assertAccountUnique } from './assertAccountUnique';
import { assertIdsExist } from '../assertIdsExist';
import { findAccount } from './findAccount';

const body = z
  .object({
    username: usernameField,
    email: emailField,
    roles: rolesField.optional(),
    groups: idListField.optional(),
  })
  .strict();

/**
 * POST /login/account: a new staff account without a password; it gets one through a reset link
 * (POST /forgot-password). Setting roles needs EDIT_ROLES, groups ASSIGN_GROUPS, and only held roles.
 */
export function createAccountRoute(app: FastifyInstance): void {
  app.post(
    '/login/account',
    {
      schema: { body },
      config: {
        access: 'CREATE_ACCOUNTS',
        sample: () => ({ body: { username: 'sample.user', email: 'sample.user@wse.example' } }),
      },
    },
    async (request) => {
      const input = request.body as z.infer<typeof body>;
      const actor = principalOf(request);
      const roles = input.roles ?? [];
      const groupIds = input.groups ?? [];
      if (roles.length > 0) requireRole(actor, 'EDIT_ROLES');
      if (groupIds.length > 0) requireRole(actor, 'ASSIGN_GROUPS');
      assertCanGrant(actor, roles);
      const record = await app.db.transaction(async (tx) => {
        await assertAccountUnique(tx, input);
        await assertIdsExist(tx, groups.id, groupIds, 'groups', 'group');
        await assertCanGrantGroups(tx, actor, groupIds);
        const [row] = await tx
          .insert(accounts)
          .values({ username: input.username, email: input.email, roles })
          .returning({ id: accounts.id });
        const id = (row as { id: number }).id;
        if (groupIds.length > 0) {
          await tx.insert(accountGroups).values(groupIds.map((groupId) => ({ accountId: id, groupId })));
        }
        const created = await findAccount(tx, id);
        await writeAudit(tx, {
          actor: actor.account,
          action: 'account.create',
          target: `account:${id}`,
          after: { ...created },
        });
        return created;
      });
      return { data: record };
    },
  );
}
