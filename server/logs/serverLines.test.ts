import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { JobView } from '../../contract/jobs/jobApi';
import { sysLog } from '../db/schema/trail';
import { sharedTestApp, testClient } from '../test/testApp';

const app = await sharedTestApp();

/** The auth or jobs lines written since `after`, oldest first. */
const linesSince = (source: string, after: number) =>
  app.db
    .select()
    .from(sysLog)
    .where(and(eq(sysLog.source, source), gt(sysLog.id, after)))
    .orderBy(sysLog.id);
const lastId = async () =>
  (await app.db.select({ id: sysLog.id }).from(sysLog)).reduce((n, r) => Math.max(n, r.id), 0);

describe('what the server writes to the sys log', () => {
  it('writes sign-ins, refused ones (without the password or an unknown name) and sign-outs', async () => {
    const since = await lastId();
    const anonymous = testClient(app);
    expect((await anonymous.post('/api/login', { username: 'support', password: 'not-it' })).status).toBe(
      401,
    );
    const typo = await anonymous.post('/api/login', { username: 'secret-typed-here', password: 'x' });
    expect(typo.status).toBe(401);
    const signedIn = await anonymous.post<{ token: string }>('/api/login', {
      username: 'support',
      password: 'wse-demo',
    });
    expect(signedIn.status).toBe(200);
    expect((await testClient(app, signedIn.body.token).post('/api/logout')).status).toBe(200);

    const lines = await linesSince('auth', since);
    expect(lines.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'warn', message: 'Sign-in refused: support (wrong password)' },
      { level: 'warn', message: 'Sign-in refused (unknown username)' },
      { level: 'info', message: 'Signed in: support' },
      { level: 'info', message: 'Signed out: support' },
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('not-it');
    expect(text).not.toContain('wse-demo');
    expect(text).not.toContain('secret-typed-here');
  });

  it('writes when a job starts, ends and fails, once each', async () => {
    const since = await lastId();
    const job: JobView = {
      id: 999_001,
      kind: 'payout-calculation',
      status: 'running',
      done: 0,
      total: 3,
      data: {},
      result: null,
      error: null,
      startedBy: 'admin',
      createdAt: new Date().toISOString(),
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    app.events.emit('job-progress', job, 1);
    app.events.emit('job-progress', { ...job, done: 2 }, 1);
    app.events.emit('job-progress', { ...job, status: 'failed', error: 'Bank file unreadable' }, 1);
    app.events.emit('job-progress', { ...job, id: 999_002, status: 'done' }, 1);
    await vi.waitFor(async () => expect(await linesSince('jobs', since)).toHaveLength(3));
    const lines = await linesSince('jobs', since);
    expect(lines.map(({ level, message }) => ({ level, message }))).toEqual(
      expect.arrayContaining([
        { level: 'info', message: 'Job 999001 (payout-calculation) started' },
        { level: 'error', message: 'Job 999001 (payout-calculation) failed: Bank file unreadable' },
        { level: 'info', message: 'Job 999002 (payout-calculation) done' },
      ]),
    );
  });
});
