import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import { jobs } from '../../db/schema/jobs';
import { accounts } from '../../db/schema/staff';
import { auditLog } from '../../db/schema/trail';
import { connectTestClient } from '../../realtime/test/connectTestClient';
import { nextEvent } from '../../realtime/test/nextEvent';
import { sharedTestServer } from '../../realtime/test/sharedTestServer';
import { testClient, tokenFor } from '../../test/testApp';

const { app, url } = await sharedTestServer();
const adminToken = await tokenFor(app, 'admin');
const admin = testClient(app, adminToken);
const [adminAccount] = await app.db.select().from(accounts).where(eq(accounts.username, 'admin'));

/** A job as a worker left it: no handler runs for these rows, the routes only read and cancel them. */
async function storedJob(kind: string, status = 'running') {
  const [row] = await app.db
    .insert(jobs)
    .values({
      kind,
      status,
      data: { note: kind },
      startedById: adminAccount!.id,
      startedBy: 'admin',
      done: 2,
      total: 5,
    })
    .returning();
  return row!;
}

describe('job routes', () => {
  it('lists and reads the jobs of the kinds one may see, filtered by status, kind and starter', async () => {
    const running = await storedJob('payout-calculation');
    const ended = await storedJob('payout-calculation', 'done');
    const hidden = await storedJob('no-role-grants-this');

    const list = await admin.get<{ data: JobView[] }>('/api/jobs', { status: 'running' });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((job) => job.id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(hidden.id);
    const mine = await admin.get<{ data: JobView[] }>('/api/jobs', {
      kind: 'payout-calculation',
      startedBy: 'admin',
    });
    expect(mine.body.data.map((job) => job.id)).toEqual(expect.arrayContaining([running.id, ended.id]));

    const one = await admin.get<{ job: JobView }>(`/api/jobs/${running.id}`);
    expect(one.body.job).toMatchObject({
      id: running.id,
      status: 'running',
      done: 2,
      total: 5,
      startedBy: 'admin',
    });
    expect((await admin.get(`/api/jobs/${hidden.id}`)).status).toBe(404);
    expect((await testClient(app, await tokenFor(app, 'norole')).get('/api/jobs')).status).toBe(403);
  });

  it('cancels a running job, audited, and sends the change to its starter', async () => {
    const job = await storedJob('payout-calculation');
    const socket = await connectTestClient(url, adminToken);
    try {
      const sent = nextEvent<JobView>(socket, 'job-progress');
      const cancelled = await admin.post<{ job: JobView }>(`/api/jobs/${job.id}/cancel`);
      expect(cancelled.body.job).toMatchObject({ status: 'cancelled', error: 'Cancelled by admin' });
      expect(await sent).toMatchObject({ id: job.id, status: 'cancelled' });
    } finally {
      socket.close();
    }
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.cancel'), eq(auditLog.target, `job:${job.id}`)));
    expect(entries).toHaveLength(1);
    const again = await admin.post<{ message: string }>(`/api/jobs/${job.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This job has already ended (cancelled).');
  });

  it('sends every kind of job to the queue monitor (VIEW_BULL_MANAGER), whatever else it may see', async () => {
    await app.db.insert(accounts).values({
      username: 'queue-watcher',
      email: 'queue-watcher@wse.example',
      roles: ['VIEW_BULL_MANAGER'],
    });
    const job = await storedJob('mass-message');
    const socket = await connectTestClient(url, await tokenFor(app, 'queue-watcher'));
    try {
      const sent = nextEvent<JobView>(socket, 'job-progress');
      await admin.post(`/api/jobs/${job.id}/cancel`);
      expect(await sent).toMatchObject({ id: job.id, kind: 'mass-message', status: 'cancelled' });
    } finally {
      socket.close();
    }
  });

  it("sends a job's progress to whoever may see its kind, not only its starter", async () => {
    await app.db
      .insert(accounts)
      .values({ username: 'job-watcher', email: 'job-watcher@wse.example', roles: ['REVENUE_PLATFORM'] });
    const job = await storedJob('payout-calculation');
    const socket = await connectTestClient(url, await tokenFor(app, 'job-watcher'));
    try {
      const sent = nextEvent<JobView>(socket, 'job-progress');
      await admin.post(`/api/jobs/${job.id}/cancel`);
      expect(await sent).toMatchObject({ id: job.id, status: 'cancelled', startedBy: 'admin' });
    } finally {
      socket.close();
    }
  });
});
