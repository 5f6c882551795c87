import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_SWEEP } from '../../contract/jobs/jobKinds';
import { jobs } from '../db/schema/jobs';
import { sysLog } from '../db/schema/trail';
import { sharedTestApp } from '../test/testApp';
import { JOB_RETENTION_DAYS } from './defineJobSweep';
import { JobConflict } from './JobConflict';
import { waitForJob } from './waitForJob';

const app = await sharedTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the job sweep', () => {
  it('is scheduled daily, and removes the jobs that ended before the retention, saying so in the sys log', async () => {
    const ended = (kind: string, finishedAt: Date, status = 'done') => ({
      kind,
      data: {},
      status,
      finishedAt,
      startedById: 1,
      startedBy: 'admin',
    });
    const rows = await app.db
      .insert(jobs)
      .values([
        ended('sweep-old', daysAgo(JOB_RETENTION_DAYS + 1)),
        ended('sweep-old', daysAgo(JOB_RETENTION_DAYS + 10), 'failed'),
        ended('sweep-recent', daysAgo(JOB_RETENTION_DAYS - 1)),
        { ...ended('sweep-running', daysAgo(JOB_RETENTION_DAYS + 1), 'running') },
      ])
      .returning();
    const schedule = (await app.jobs.schedules()).find((one) => one.kind === JOB_SWEEP);
    expect(schedule).toMatchObject({ pattern: '0 3 * * *' });
    const next = schedule!.next!;
    expect(next.runAt).toMatch(/T03:00:00\.000Z$/);
    // It waits for 03:00 UTC: run at that moment, this test finds it due already, queued or running by itself (a CI
    // run did, and failed on 'delayed'); promoting it then is refused, and it ends all the same.
    if (Date.parse(next.runAt!) > Date.now()) expect(next.state).toBe('delayed');
    await app.jobs.promote(next.id, 'admin').catch((error: unknown) => {
      if (!(error instanceof JobConflict)) throw error;
    });
    const done = await waitForJob(app.events, app.jobs, next.id);
    expect(done).toMatchObject({ status: 'done', result: { days: JOB_RETENTION_DAYS } });
    const left = await app.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.kind).sort()).toEqual(['sweep-recent', 'sweep-running']);
    const lines = await app.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.source, 'jobs'), like(sysLog.message, 'Job sweep removed%')));
    expect(lines.at(-1)?.meta).toMatchObject({ job: done.id, days: JOB_RETENTION_DAYS });
    expect((lines.at(-1)?.meta as { removed: number }).removed).toBeGreaterThanOrEqual(2);
    await app.jobs.cancel(rows[3]!.id, 'admin');
  });
});
