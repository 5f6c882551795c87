import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import { JOB_SWEEP } from '../../../contract/jobs/jobKinds';
import type { CronJobView, QueueJobsPage, QueueMetrics } from '../../../contract/jobs/queueMonitorApi';
import { jobs } from '../../db/schema/jobs';
import { accounts } from '../../db/schema/staff';
import { auditLog, sysLog } from '../../db/schema/trail';
import { waitForJob } from '../../jobs/waitForJob';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));
const [adminAccount] = await app.db.select().from(accounts).where(eq(accounts.username, 'admin'));

/** A payout calculation as a worker left it (no worker runs these rows until an action asks). */
async function storedPayout(start: string, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(jobs)
    .values({
      kind: 'payout-calculation',
      key: `Monthly:${start}`,
      data: { interval: 'Monthly', start },
      startedById: adminAccount!.id,
      startedBy: 'admin',
      ...values,
    })
    .returning();
  return row!;
}

const failed = (error: string) => ({
  status: 'failed',
  error,
  attempts: 1,
  history: [{ attempt: 1, error, at: '2026-11-26T10:00:00.000Z' }],
  finishedAt: new Date(),
});

async function audited(action: string, id: number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `job:${id}`)));
}

describe('queue monitor routes', () => {
  it('are for VIEW_BULL_MANAGER only, not for the roles that start jobs', async () => {
    await app.db
      .insert(accounts)
      .values({ username: 'payout-only', email: 'payout-only@wse.example', roles: ['REVENUE_PLATFORM'] });
    for (const username of ['norole', 'payout-only']) {
      const client = testClient(app, await tokenFor(app, username));
      expect((await client.get('/api/queues/metrics')).status).toBe(403);
      expect((await client.get('/api/queues/jobs')).status).toBe(403);
      expect((await client.get('/api/queues/cronjobs')).status).toBe(403);
      expect((await client.post('/api/queues/jobs/1/retry')).status).toBe(403);
      expect((await client.delete('/api/queues/jobs/1')).status).toBe(403);
      expect((await client.post('/api/queues/jobs/1/promote')).status).toBe(403);
    }
  });

  it('counts each queue by state and says which back end runs', async () => {
    const lost = await storedPayout('2023-03-01', failed('The database connection was lost'));
    const later = await storedPayout('2023-04-01', { runAt: new Date(Date.now() + 3_600_000) });
    const { status, body } = await admin.get<QueueMetrics>('/api/queues/metrics');
    expect(status).toBe(200);
    expect(body.backEnd).toBe('in-process');
    expect(body.redis).toBeNull();
    expect(body.queues.map((queue) => queue.name)).toEqual([
      'messaging',
      'payouts',
      'deployments',
      'maintenance',
    ]);
    const payouts = body.queues.find((queue) => queue.name === 'payouts')!;
    expect(payouts.kinds).toEqual(['payout-calculation']);
    expect(payouts.counts.failed).toBeGreaterThanOrEqual(1);
    expect(payouts.counts.delayed).toBeGreaterThanOrEqual(1);
    expect(body.queues.find((queue) => queue.name === 'maintenance')!.counts.delayed).toBe(1);
    await app.jobs.cancel(later.id, 'admin');
    await app.jobs.remove(lost.id, 'admin');
  });

  it('lists jobs by queue and state with their attempts and errors, a page at a time', async () => {
    const lost = await storedPayout('2023-05-01', failed('The bank did not answer'));
    const { body } = await admin.get<QueueJobsPage>('/api/queues/jobs', {
      queue: 'payouts',
      state: 'failed',
    });
    expect(body).toMatchObject({ page: 1, perPage: 20 });
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toMatchObject({
      id: lost.id,
      kind: 'payout-calculation',
      state: 'failed',
      attempts: 1,
      error: 'The bank did not answer',
      data: { interval: 'Monthly', start: '2023-05-01' },
      history: [{ attempt: 1, error: 'The bank did not answer' }],
    });
    const messaging = await admin.get<QueueJobsPage>('/api/queues/jobs', {
      queue: 'messaging',
      state: 'failed',
    });
    expect(messaging.body.data.map((job) => job.id)).not.toContain(lost.id);
    const far = await admin.get<QueueJobsPage>('/api/queues/jobs', { page: '9999' });
    expect(far.body).toMatchObject({ data: [], page: 9999 });
    expect((await admin.get('/api/queues/jobs', { state: 'lost' })).status).toBe(400);
    await app.jobs.remove(lost.id, 'admin');
  });

  it('lists the repeatable jobs with their pattern and next run', async () => {
    const { body } = await admin.get<{ data: CronJobView[] }>('/api/queues/cronjobs');
    expect(body.data).toEqual([
      expect.objectContaining({
        kind: JOB_SWEEP,
        queue: 'maintenance',
        pattern: '0 3 * * *',
        timeZone: 'UTC',
        next: expect.objectContaining({ state: 'delayed', runAt: expect.stringMatching(/T03:00:00\.000Z$/) }),
      }),
    ]);
  });

  it('retries a failed job, which runs and ends done; audited and in the sys log', async () => {
    const lost = await storedPayout('2023-06-01', failed('The database connection was lost'));
    const retried = await admin.post<{ job: JobView }>(`/api/queues/jobs/${lost.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.job).toMatchObject({ id: lost.id, status: 'queued', error: null });
    expect(await waitForJob(app.events, app.jobs, lost.id)).toMatchObject({ status: 'done' });
    expect(await audited('job.retry', lost.id)).toHaveLength(1);
    const [line] = await app.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.message, `Job ${lost.id} (payout-calculation) retried by admin`));
    expect(line).toMatchObject({ source: 'jobs', level: 'info' });
    const { body } = await admin.get<QueueJobsPage>('/api/queues/jobs', { kind: 'payout-calculation' });
    expect(body.data.find((job) => job.id === lost.id)).toMatchObject({
      state: 'done',
      attempts: 2,
      history: [{ attempt: 1, error: 'The database connection was lost' }],
    });

    const again = await admin.post<{ message: string }>(`/api/queues/jobs/${lost.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed job can be retried; this one is done.');
    expect((await admin.post('/api/queues/jobs/2000000000/retry')).status).toBe(404);
  });

  it('seeds a failed payout calculation whose cause has gone: retried, it ends done', async () => {
    const [seeded] = await app.db.select().from(jobs).where(eq(jobs.key, 'Monthly:2026-06-01'));
    expect(seeded).toMatchObject({
      status: 'failed',
      error: 'The database connection was lost',
      attempts: 1,
    });
    expect((await admin.post(`/api/queues/jobs/${seeded!.id}/retry`)).status).toBe(200);
    expect(await waitForJob(app.events, app.jobs, seeded!.id)).toMatchObject({ status: 'done', error: null });
  });

  it('refuses to retry while another job of the same period runs', async () => {
    const lost = await storedPayout('2023-07-01', failed('The database connection was lost'));
    const running = await storedPayout('2023-07-01', { status: 'running' });
    const refused = await admin.post<{ message: string }>(`/api/queues/jobs/${lost.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Another payout-calculation job for the same subject is queued or running.',
    );
    await app.jobs.cancel(running.id, 'admin');
  });

  it('removes an ended job, audited, and refuses a queued one', async () => {
    const ended = await storedPayout('2023-08-01', { status: 'cancelled', finishedAt: new Date() });
    const removed = await admin.delete<{ job: JobView }>(`/api/queues/jobs/${ended.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.job).toMatchObject({ id: ended.id, status: 'cancelled' });
    expect(await app.jobs.get(ended.id)).toBeNull();
    expect(await audited('job.remove', ended.id)).toHaveLength(1);
    expect((await admin.delete(`/api/queues/jobs/${ended.id}`)).status).toBe(404);

    const queued = await storedPayout('2023-09-01', { runAt: new Date(Date.now() + 3_600_000) });
    const refused = await admin.delete<{ message: string }>(`/api/queues/jobs/${queued.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This job is queued: cancel it before removing it.');
    await app.jobs.cancel(queued.id, 'admin');
  });

  it('promotes a delayed job, which runs now; a job that is not delayed is refused', async () => {
    const later = await storedPayout('2023-10-01', { runAt: new Date(Date.now() + 3_600_000) });
    const promoted = await admin.post<{ job: JobView }>(`/api/queues/jobs/${later.id}/promote`);
    expect(promoted.status).toBe(200);
    expect(await waitForJob(app.events, app.jobs, later.id)).toMatchObject({ status: 'done' });
    expect(await audited('job.promote', later.id)).toHaveLength(1);
    const refused = await admin.post<{ message: string }>(`/api/queues/jobs/${later.id}/promote`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a delayed job can be promoted; this one is done.');
  });

  it('does not reach a job of a kind no queue shows', async () => {
    const [other] = await app.db
      .insert(jobs)
      .values({ kind: 'unmonitored', data: {}, status: 'failed', startedById: 1, startedBy: 'admin' })
      .returning();
    expect((await admin.post(`/api/queues/jobs/${other!.id}/retry`)).status).toBe(404);
    expect((await admin.delete(`/api/queues/jobs/${other!.id}`)).status).toBe(404);
  });
});
