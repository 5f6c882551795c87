import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { notFound, validationError } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { recordBody } from '../../resources/callSchemas';
import { writeAudit } from '../../trail/writeAudit';
import { actionAccess } from '../../resources/actionAccess';
import membersResource from '../../../resources/members';
import { memberHooks } from './memberHooks';

/** PUT /member/restore/:id (spec §7): a deleted member becomes active again; audited. */
export function restoreMemberRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/member/restore/:id',
    {
      schema: { params: idParams, body: z.object({}).strict(), response: { 200: recordBody } },
      config: {
        access: actionAccess(membersResource, 'restore'),
        sample: () => ({ url: '/api/member/restore/1', body: {} }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const restored = await app.db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: members.id, state: members.state })
          .from(members)
          .where(and(eq(members.id, id), memberHooks.hidden?.(actor)))
          .for('update');
        if (!member) throw notFound(`Member ${id}`);
        if (member.state !== 'deleted')
          throw validationError({ state: 'Only a deleted member can be restored' });
        await tx
          .update(members)
          .set({ state: 'active', version: sql`${members.version} + 1` })
          .where(eq(members.id, id));
        await writeAudit(tx, {
          actor: actor.account,
          action: 'member.restore',
          target: `member:${id}`,
          before: { state: 'deleted' },
          after: { state: 'active' },
        });
        return { id, state: 'active' };
      });
      return restored;
    },
  );
}
