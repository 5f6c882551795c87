import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertEditRolesRemains, lockRoleChanges } from '../../auth/roleGuards';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { validationError } from '../../http/ApiError';
import { idParams, type IdParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { findAccount } from './findAccount';

/** DELETE /account/:id: removes an account (not one's own, not the last holder of EDIT_ROLES). */
export function deleteAccountRoute(app: FastifyInstance): void {
  app.delete(
    '/account/:id',
    {
      schema: { params: idParams },
      config: { access: 'REMOVE_ACCOUNTS', sample: () => ({ url: '/api/account/2' }) },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      const actor = principalOf(request);
      if (id === actor.account.id) throw validationError({ id: 'You cannot delete your own account.' });
      const removed = await app.db.transaction(async (tx) => {
        await lockRoleChanges(tx);
        const stored = await findAccount(tx, id, { forUpdate: true });
        await tx.delete(accounts).where(eq(accounts.id, id));
        await assertEditRolesRemains(tx, 'id');
        await writeAudit(tx, {
          actor: actor.account,
          action: 'account.delete',
          target: `account:${id}`,
          before: { ...stored },
        });
        return stored;
      });
      app.events.emit('account-vanished', id);
      return { data: removed };
    },
  );
}
