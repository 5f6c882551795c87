import { and, eq, sql } from 'drizzle-orm';
import { renderEmailPreview } from '../../../resources/emails/renderEmailPreview';
import { emailTemplates } from '../../db/schema/communications';
import { performers } from '../../db/schema/platformUsers';
import type { ActionHandler } from '../../resources/ServedResource';
import { writeSysLog } from '../../trail/writeSysLog';

type Performer = typeof performers.$inferSelect;

/**
 * Approving or denying a new performer sends them the approved or denied email event with the subject its
 * template (/support/emails) gives, filled with what is known of them (no mail server, so it goes to the sys
 * log).
 */
function decide(approved: boolean): ActionHandler<Performer> {
  return async ({ tx, id, row, body }) => {
    const reviewedAt = new Date();
    await tx
      .update(performers)
      .set({ approved, reviewedAt, version: sql`${performers.version} + 1` })
      .where(eq(performers.id, id));
    const event = approved ? 'approved' : 'denied';
    const [template] = await tx
      .select({ subject: emailTemplates.subject })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.audience, 'performer'), eq(emailTemplates.event, event)));
    const subject = template
      ? `: ${renderEmailPreview(template.subject, { username: row.username, email: row.email })}`
      : '';
    await writeSysLog(tx, {
      level: 'info',
      source: 'email',
      message: `Email event performer.${event} to ${row.email} (${row.username})${subject}`,
      meta: { performerId: id, event },
    });
    return {
      answer: { approved, reviewedAt: reviewedAt.toISOString() },
      audit: {
        before: { approved: row.approved },
        after: { approved, ...(approved ? {} : { reason: body.reason }) },
      },
    };
  };
}

/** The moderation actions of resources/performers. */
export const performerActions = { approve: decide(true), deny: decide(false) };
