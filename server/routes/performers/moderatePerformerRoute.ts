import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performers } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';

const body = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  z
    .object({
      decision: z.literal('deny'),
      reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
    })
    .strict(),
]);
const response = z.object({ id: z.number(), approved: z.boolean(), reviewedAt: z.string() });

/**
 * PUT /wse/users/:id/moderate (VIEW_NEW_PERFORMERS): approve or deny a new performer, which sends them the
 * approved or denied email event (spec §3; no mail server, so it goes to the sys log) and is audited.
 */
export function moderatePerformerRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/wse/users/:id/moderate',
    {
      schema: { params: idParams, body, response: { 200: response } },
      config: {
        access: 'VIEW_NEW_PERFORMERS',
        sample: () => ({ url: '/api/wse/users/1/moderate', body: { decision: 'approve' } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const decision = request.body;
      const approved = decision.decision === 'approve';
      const reviewedAt = new Date();
      await app.db.transaction(async (tx) => {
        const [performer] = await tx
          .select({ email: performers.email, approved: performers.approved, username: performers.username })
          .from(performers)
          .where(eq(performers.id, id))
          .for('update');
        if (!performer) throw notFound(`Performer ${id}`);
        await tx
          .update(performers)
          .set({ approved, reviewedAt, version: sql`${performers.version} + 1` })
          .where(eq(performers.id, id));
        await writeAudit(tx, {
          actor: actor.account,
          action: `performer.${decision.decision}`,
          target: `performer:${id}`,
          before: { approved: performer.approved },
          after: { approved, ...(decision.decision === 'deny' ? { reason: decision.reason } : {}) },
        });
        const event = approved ? 'approved' : 'denied';
        await writeSysLog(tx, {
          level: 'info',
          source: 'email',
          message: `Email event performer.${event} to ${performer.email} (${performer.username})`,
          meta: { performerId: id, event },
        });
      });
      return { id, approved, reviewedAt: reviewedAt.toISOString() };
    },
  );
}
