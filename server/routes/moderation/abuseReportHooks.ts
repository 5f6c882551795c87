import { eq, sql } from 'drizzle-orm';
import { abuseReports } from '../../db/schema/moderation';
import { ApiError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';

/**
 * Abuse reports beyond their list: a report is resolved once, with a note; a second resolve (another agent, a
 * retried click) is a 409 naming who resolved it.
 */
export const abuseReportHooks: ResourceHooks<typeof abuseReports.$inferSelect> = {
  actions: {
    resolve: async ({ tx, actor, id, row, body }) => {
      if (row.status === 'resolved')
        throw new ApiError(409, 'CONFLICT', `${row.resolvedBy ?? 'Someone'} resolved this report already.`);
      const resolvedAt = new Date();
      const resolutionNote = String(body.note);
      await tx
        .update(abuseReports)
        .set({
          status: 'resolved',
          resolvedAt,
          resolvedBy: actor.account.username,
          resolutionNote,
          version: sql`${abuseReports.version} + 1`,
        })
        .where(eq(abuseReports.id, id));
      return {
        answer: { status: 'resolved', resolvedAt: resolvedAt.toISOString() },
        audit: { before: { status: 'open' }, after: { status: 'resolved', resolutionNote } },
      };
    },
  },
};
