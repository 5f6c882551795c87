import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import type { Db } from '../../db/Db';
import { messageDeliveries } from '../../db/schema/messaging';
import type { JobContext } from '../../jobs/JobHandler';
import { audienceFilter } from './audienceFilter';

/** Recipients read and sent per step: never more than one page in memory. */
const MESSAGE_PAGE = 500;

export interface MassMessageData {
  audience: MessageAudience;
  includeMigrated: boolean;
  subject: string;
  body: string;
}

/**
 * Sends a mass message: recipients are paged by id, each page's deliveries recorded with
 * insert-on-conflict-do-nothing (the send itself, docs/API.md "Messaging"), so a retried job or a second worker
 * skips whoever already has theirs. Progress is reported per page; answers the deliveries by outcome.
 */
export async function runMassMessage(
  db: Db,
  job: Pick<JobContext<MassMessageData>, 'id' | 'data' | 'progress'>,
  pageSize = MESSAGE_PAGE,
): Promise<Record<string, number>> {
  const { table, where } = audienceFilter(job.data.audience, job.data.includeMigrated);
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  let done = 0;
  await job.progress(0, counted?.n ?? 0);
  for (let last = 0; ;) {
    const page = await db
      .select({ id: table.id })
      .from(table)
      .where(and(where, gt(table.id, last)))
      .orderBy(asc(table.id))
      .limit(pageSize);
    if (page.length === 0) break;
    const recipientKind = job.data.audience.recipients;
    await db
      .insert(messageDeliveries)
      .values(page.map(({ id }) => ({ job: job.id, recipientKind, recipient: id, outcome: 'sent' })))
      .onConflictDoNothing();
    last = page[page.length - 1]!.id;
    done += page.length;
    await job.progress(done);
  }
  const outcomes = await db
    .select({ outcome: messageDeliveries.outcome, n: count() })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.job, job.id))
    .groupBy(messageDeliveries.outcome);
  return Object.fromEntries(outcomes.map(({ outcome, n }) => [outcome, n]));
}
