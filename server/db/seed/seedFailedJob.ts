import { eq } from 'drizzle-orm';
import { PAYOUT_CALCULATION } from '../../../contract/jobs/jobKinds';
import type { Db } from '../Db';
import { jobs } from '../schema/jobs';
import { accounts } from '../schema/staff';

const LOST = 'The database connection was lost';

/**
 * A failed job whose cause has gone, so the Bull monitor has one to retry against a fresh `npm start`: admin's
 * June 2026 payout calculation, whose only attempt lost its database connection. Retried, it runs and ends done.
 *
 * @example
 * await seedFailedJob(tx);
 */
export async function seedFailedJob(db: Db): Promise<void> {
  const [admin] = await db.select().from(accounts).where(eq(accounts.username, 'admin'));
  if (!admin) return;
  const failedAt = new Date();
  await db.insert(jobs).values({
    kind: PAYOUT_CALCULATION,
    key: 'Monthly:2026-06-01',
    data: { interval: 'Monthly', start: '2026-06-01' },
    status: 'failed',
    error: LOST,
    attempts: 1,
    history: [{ attempt: 1, error: LOST, at: failedAt.toISOString() }],
    startedById: admin.id,
    startedBy: admin.username,
    createdAt: new Date(failedAt.getTime() - 2_000),
    startedAt: new Date(failedAt.getTime() - 1_000),
    finishedAt: failedAt,
  });
}
