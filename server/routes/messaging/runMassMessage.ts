import { and, asc, count, eq, gt } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import type { Db } from '../../db/Db';
import { messageDeliveries } from '../../db/schema/messaging';
import type { JobContext } from '../../jobs/JobHandler';
import { audienceFilter } from './audienceFilter';
import { nextPageSize } from './nextPageSize';

/** Recipients read and sent per step: never more than one page in memory. */
const MESSAGE_PAGE = 500;

export interface MassMessageData {
  audience: MessageAudience;
  includeMigrated: boolean;
  subject: string;
  body: string;
}

export interface MassMessagePace {
  /** Recipients per page at most (500); fewer while pages take over a second. */
  pageSize?: number;
  /** Recipients per second, 0 for no limit: a page is then at most a second's worth, so progress stays live. */
  rate?: number;
}

/**
 * Sends a mass message: recipients are paged by id, each page's deliveries recorded with
 * insert-on-conflict-do-nothing (the send itself, docs/API.md "Messaging"), so a retried job or a second worker
 * skips whoever already has theirs. Progress is reported per page, and a page shrinks when the database is slow
 * (nextPageSize), so reports keep coming; answers the deliveries by outcome.
 */
export async function runMassMessage(
  db: Db,
  job: Pick<JobContext<MassMessageData>, 'id' | 'data' | 'progress'>,
  { pageSize = MESSAGE_PAGE, rate = 0 }: MassMessagePace = {},
): Promise<Record<string, number>> {
  const { table, where } = audienceFilter(job.data.audience, job.data.includeMigrated);
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  const largest = rate > 0 ? Math.min(pageSize, rate) : pageSize;
  let size = largest;
  const started = Date.now();
  let done = 0;
  await job.progress(0, counted?.n ?? 0);
  for (let last = 0; ;) {
    const pageStarted = Date.now();
    const page = await db
      .select({ id: table.id })
      .from(table)
      .where(and(where, gt(table.id, last)))
      .orderBy(asc(table.id))
      .limit(size);
    if (page.length === 0) break;
    const recipientKind = job.data.audience.recipients;
    await db
      .insert(messageDeliveries)
      .values(page.map(({ id }) => ({ job: job.id, recipientKind, recipient: id, outcome: 'sent' })))
      .onConflictDoNothing();
    last = page[page.length - 1]!.id;
    done += page.length;
    await job.progress(done);
    size = nextPageSize(size, Date.now() - pageStarted, largest);
    // Keeps to the relay's rate: the next page waits until the pages so far fit in the time so far.
    if (rate > 0) await sleep(Math.max(0, (done / rate) * 1000 - (Date.now() - started)));
  }
  const outcomes = await db
    .select({ outcome: messageDeliveries.outcome, n: count() })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.job, job.id))
    .groupBy(messageDeliveries.outcome);
  return Object.fromEntries(outcomes.map(({ outcome, n }) => [outcome, n]));
}
