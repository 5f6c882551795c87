import type { emailTemplates } from '../../db/schema/communications';
import { renderEmailPreview } from '../../../resources/emails/renderEmailPreview';
import type { ResourceHooks } from '../../resources/ServedResource';
import { writeSysLog } from '../../trail/writeSysLog';

/**
 * Email templates beyond CRUD: each record carries its preview with sample data, and 'send a test to myself'
 * delivers that preview to the signed-in account's address. No mail server is configured, so delivering means
 * the server log and the sys log, as for password reset links (server/auth/accountLinks.ts).
 */
export const emailHooks: ResourceHooks<typeof emailTemplates.$inferSelect> = {
  enrich: async (_db, records) => {
    for (const record of records) {
      record.previewSubject = renderEmailPreview(String(record.subject ?? ''));
      record.previewContent = renderEmailPreview(String(record.content ?? ''));
    }
  },
  actions: {
    sendTest: async ({ app, tx, actor, id, row }) => {
      const to = actor.account.email;
      const subject = renderEmailPreview(row.subject);
      const message = `Test email ${row.audience}.${row.event} to ${to}: ${subject}`;
      app.log.info({ account: actor.account.username, template: id }, message);
      await writeSysLog(tx, {
        level: 'info',
        source: 'email',
        message,
        meta: { template: id, to, content: renderEmailPreview(row.content) },
      });
      // The entry names who sent it, which says where it went; the address would be a staff member's email in a
      // history any signed-in account may read.
      return { answer: { to }, audit: {} };
    },
  },
};
