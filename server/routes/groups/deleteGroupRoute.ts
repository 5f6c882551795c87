import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { idParams, type IdParams } from '../../http/idParams';
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
      return changeRoleHolders(app, 'id', async (tx) => {
        const stored = await findGroup(tx, id, { forUpdate: true });
        await tx.delete(groups).where(eq(groups.id, id));
        return {
          affected: stored.accounts,
          audit: {
            actor: actor.account,
            action: 'group.delete',
            target: `group:${id}`,
            before: { ...stored },
          },
          result: { data: stored },
        };
      });
    },
  );
}
