import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertEditRolesRemains, bumpTokenVersions, lockRoleChanges } from '../../auth/roleGuards';
import { groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams, type IdParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { findGroup } from './findGroup';

/** DELETE /group/:id: its members lose the group's roles at once (unless that leaves nobody with EDIT_ROLES). */
export function deleteGroupRoute(app: FastifyInstance): void {
  app.delete(
    '/group/:id',
    {
      schema: { params: idParams },
      config: { access: 'REMOVE_GROUPS', sample: () => ({ url: '/api/group/1' }) },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      const actor = principalOf(request);
      const removed = await app.db.transaction(async (tx) => {
        await lockRoleChanges(tx);
        const stored = await findGroup(tx, id, { forUpdate: true });
        await bumpTokenVersions(tx, stored.accounts);
        await tx.delete(groups).where(eq(groups.id, id));
        await assertEditRolesRemains(tx, 'id');
        await writeAudit(tx, {
          actor: actor.account,
          action: 'group.delete',
          target: `group:${id}`,
          before: { ...stored },
        });
        return stored;
      });
      for (const accountId of removed.accounts) app.events.emit('roles-changed', accountId);
      return { data: removed };
    },
  );
}
