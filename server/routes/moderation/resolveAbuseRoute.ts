import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abuseReports } from '../../db/schema/moderation';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { noteBody } from '../../http/noteBody';

const response = z.object({ id: z.number(), status: z.literal('resolved'), resolvedAt: z.string() });

/**
 * PUT /wse/chats/abuse/:id/resolve (VIEW_ABUSE_LOG): closes an abuse report with a note, once; a second resolve
 * (another agent, a retried click) is a 409 naming who resolved it. Audited.
 */
export function resolveAbuseRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/wse/chats/abuse/:id/resolve',
    {
      schema: { params: idParams, body: noteBody, response: { 200: response } },
      config: {
        access: 'VIEW_ABUSE_LOG',
        sample: () => ({ url: '/api/wse/chats/abuse/1/resolve', body: { note: 'Warned the performer' } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const resolvedAt = new Date();
      await app.db.transaction(async (tx) => {
        const [report] = await tx
          .select({ status: abuseReports.status, resolvedBy: abuseReports.resolvedBy })
          .from(abuseReports)
          .where(eq(abuseReports.id, id))
          .for('update');
        if (!report) throw notFound(`Abuse report ${id}`);
        if (report.status === 'resolved')
          throw new ApiError(
            409,
            'CONFLICT',
            `${report.resolvedBy ?? 'Someone'} resolved this report already.`,
          );
        await tx
          .update(abuseReports)
          .set({
            status: 'resolved',
            resolvedAt,
            resolvedBy: actor.account.username,
            resolutionNote: request.body.note,
            version: sql`${abuseReports.version} + 1`,
          })
          .where(eq(abuseReports.id, id));
        await writeAudit(tx, {
          actor: actor.account,
          action: 'abuse.resolve',
          target: `abuse:${id}`,
          before: { status: 'open' },
          after: { status: 'resolved', resolutionNote: request.body.note },
          save: actor.save,
        });
      });
      return { id, status: 'resolved' as const, resolvedAt: resolvedAt.toISOString() };
    },
  );
}
