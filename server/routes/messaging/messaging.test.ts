import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import { AUDIENCE_STATES, type MessageAudience } from '../../../contract/messaging/messagingApi';
import { CHOICES } from '../../../resources/choices';
import { rowsOf } from '../../db/rowsOf';
import { jobs } from '../../db/schema/jobs';
import { messageDeliveries } from '../../db/schema/messaging';
import { members } from '../../db/schema/platformUsers';
import { accounts } from '../../db/schema/staff';
import { auditLog } from '../../db/schema/trail';
import { waitForJob } from '../../jobs/waitForJob';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { runMassMessage, type MassMessageData } from './runMassMessage';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;
let performersOnly: ReturnType<typeof testClient>;
let audience: MessageAudience;
let expected: number;

const count = async (client: typeof admin, body: MessageAudience) =>
  client.post<{ count: number }>('/api/messaging/count', { audience: body });
const send = (client: typeof admin, body: MessageAudience, expectedCount: number) =>
  client.post<{ job: JobView }>('/api/messaging/send', {
    audience: body,
    subject: 'Autumn offer',
    body: 'Double credits this weekend.',
    expectedCount,
  });
const deliveries = async (job: number) =>
  (await app.db.select().from(messageDeliveries).where(eq(messageDeliveries.job, job))).length;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
  await app.db
    .insert(accounts)
    .values({ username: 'messenger', email: 'messenger@wse.example', roles: ['VIEW_NEW_PERFORMERS'] })
    .onConflictDoNothing();
  performersOnly = testClient(app, await tokenFor(app, 'messenger'));
  const [sample] = await app.db
    .select()
    .from(members)
    .where(sql`${members.family} is not null`)
    .limit(1);
  audience = {
    recipients: 'members',
    site: sample!.whitelabel,
    country: sample!.country.toUpperCase(),
    state: sample!.state as MessageAudience['state'],
  };
  [{ n: expected }] = rowsOf<{ n: number }>(
    await app.db.execute(sql`select count(*)::int as n from members
      where whitelabel_id = ${sample!.whitelabel} and lower(country) = lower(${sample!.country})
        and state = ${sample!.state}`),
  ) as [{ n: number }];
});

describe('mass messaging', () => {
  it('offers the user states of the choices', () => {
    expect(AUDIENCE_STATES).toEqual(CHOICES.userState.map((choice) => choice.id));
  });

  it('counts the audience the filters describe', async () => {
    const counted = await count(admin, audience);
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body.count).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const [{ n: loggedIn }] = rowsOf<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from performers where last_login < '2026-01-01'
        and last_login >= '2025-01-02'`),
    ) as [{ n: number }];
    const byLogin = await count(admin, {
      recipients: 'performers',
      lastLoginBefore: '2026-01-01',
      lastLoginAfter: '2025-01-01',
    });
    expect(byLogin.body.count).toBe(loggedIn);
  });

  it('sends to each recipient once, with progress, and audits the send', async () => {
    const started = await send(admin, audience, expected);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.job.kind).toBe('mass-message');
    const ended = await waitForJob(app.events, app.jobs, started.body.job.id);
    expect(ended).toMatchObject({
      status: 'done',
      done: expected,
      total: expected,
      result: { sent: expected },
    });
    expect(await deliveries(ended.id)).toBe(expected);
    const page = await admin.get<{ data: { recipient: number; outcome: string }[]; next: number | null }>(
      `/api/messaging/jobs/${ended.id}/deliveries`,
      { limit: '1' },
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]!.outcome).toBe('sent');
    expect(page.body.next).toBe(expected > 1 ? page.body.data[0]!.recipient : null);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `job:${ended.id}`));
    expect(audit?.action).toBe('message.send');
    expect(JSON.stringify(audit)).toContain(`${expected}`);
  });

  it('refuses with 409, naming both counts, when the audience moved', async () => {
    const refused = await send(admin, audience, expected + 1);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(`${expected} recipients, not the ${expected + 1}`);
  });

  it('sends through the forwarding call too, with the same checks', async () => {
    const payload = { audience, subject: 'Forwarded', body: 'Through forwarding.', expectedCount: expected };
    const forwarded = await admin.post<{ job: JobView }>('/api/forwarding/messaging', {
      route: '/messaging/send',
      payload,
    });
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200);
    expect(forwarded.body.job).toMatchObject({ kind: 'mass-message', data: { subject: 'Forwarded' } });
    await waitForJob(app.events, app.jobs, forwarded.body.job.id);
    const moved = await admin.post('/api/forwarding/messaging', {
      route: '/messaging/send',
      payload: { ...payload, expectedCount: expected + 1 },
    });
    expect(moved.status).toBe(409);
    const short = await admin.post('/api/forwarding/messaging', {
      route: '/messaging/send',
      payload: { ...payload, subject: 'Hi' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fields: { subject: 'At least 3 characters' } });
    expect(
      (await performersOnly.post('/api/forwarding/messaging', { route: '/messaging/send', payload })).status,
    ).toBe(403);
  });

  it('needs SEARCH_MEMBER for members and VIEW_NEW_PERFORMERS for performers', async () => {
    expect((await count(support, audience)).status).toBe(200);
    expect((await count(support, { recipients: 'performers' })).status).toBe(403);
    expect((await count(performersOnly, audience)).status).toBe(403);
    expect((await count(performersOnly, { recipients: 'performers' })).status).toBe(200);
    expect((await send(performersOnly, audience, expected)).status).toBe(403);
  });

  it('sends nobody twice when the job runs again or crashed half way', async () => {
    const data: MassMessageData = {
      audience: { recipients: 'members', state: audience.state },
      includeMigrated: false,
      subject: 'Again',
      body: 'Once only',
    };
    const [job] = await app.db
      .insert(jobs)
      .values({ kind: 'mass-message', data, startedById: 1, startedBy: 'admin' })
      .returning();
    let pages = 0;
    const crashing = {
      id: job!.id,
      data,
      progress: async () => {
        // The first call announces the total; the third reports the second page, then the worker dies.
        if (++pages === 3) throw new Error('worker died');
      },
    };
    await expect(runMassMessage(app.db, crashing, { pageSize: 4 })).rejects.toThrow('worker died');
    expect(await deliveries(job!.id)).toBe(8);
    const progress: number[] = [];
    const context = { id: job!.id, data, progress: async (done: number) => void progress.push(done) };
    const first = await runMassMessage(app.db, context, { pageSize: 200 });
    const again = await runMassMessage(app.db, context, { pageSize: 200 });
    const all = (await count(support, data.audience)).body.count; // support may not reach migrated members
    expect(first).toEqual({ sent: all });
    expect(again).toEqual({ sent: all });
    expect(await deliveries(job!.id)).toBe(all);
    expect(progress.at(-1)).toBe(all);
  });

  it('keeps to the send rate: a page is a second of recipients, and the pages fill the time', async () => {
    const data: MassMessageData = { audience, includeMigrated: false, subject: 'Paced', body: 'One by one' };
    const [job] = await app.db
      .insert(jobs)
      .values({ kind: 'mass-message', data, startedById: 1, startedBy: 'admin' })
      .returning();
    const rate = Math.ceil(expected / 2);
    const progress: number[] = [];
    const started = Date.now();
    await runMassMessage(
      app.db,
      { id: job!.id, data, progress: async (done) => void progress.push(done) },
      {
        rate,
      },
    );
    expect(progress).toEqual([0, rate, expected].filter((done, i, all) => all.indexOf(done) === i));
    // A lower bound only: a busy machine may take longer, never less.
    expect(Date.now() - started).toBeGreaterThanOrEqual(Math.floor((expected / rate) * 1000) - 50);
  });
});
