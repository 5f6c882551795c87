import { describe, expect, it } from 'vitest';
import type { LogsPage } from '../../../contract/tech/logsPage';
import { sysLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { writeSysLog } from '../../trail/writeSysLog';

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));
/** A source no other test writes, so these lines are the only ones a filter on it finds. */
const source = `logs-test-${Date.now()}`;

async function lines(count: number, level: 'info' | 'warn' | 'error', message: string, from = source) {
  for (let n = 0; n < count; n += 1) {
    await writeSysLog(app.db, { level, source: from, message: `${message} ${n}` });
  }
}

describe('GET /wse/logs', () => {
  it('reads the system log newest first, filtered by level, source and message, paged by id', async () => {
    await lines(3, 'info', 'Signed in 100% ok');
    await lines(2, 'error', 'Payout failed');

    const all = await admin.get<LogsPage>('/api/wse/logs', { filter: { source } });
    expect(all.status).toBe(200);
    expect(all.body.data.map((line) => line.message)).toEqual([
      'Payout failed 1',
      'Payout failed 0',
      'Signed in 100% ok 2',
      'Signed in 100% ok 1',
      'Signed in 100% ok 0',
    ]);
    expect(all.body.data[0]).toMatchObject({ level: 'error', source, meta: {} });
    expect(new Date(all.body.data[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const errors = await admin.get<LogsPage>('/api/wse/logs', { filter: { source, level: 'error' } });
    expect(errors.body.data.map((line) => line.level)).toEqual(['error', 'error']);
    // `%` is a character searched for, not a wildcard.
    const searched = await admin.get<LogsPage>('/api/wse/logs', { filter: { source, q: '100% OK 1' } });
    expect(searched.body.data.map((line) => line.message)).toEqual(['Signed in 100% ok 1']);
    expect((await admin.get<LogsPage>('/api/wse/logs', { filter: { source, q: '1_0%' } })).body.data).toEqual(
      [],
    );

    const first = await admin.get<LogsPage>('/api/wse/logs', { filter: { source }, limit: 2 });
    expect(first.body).toMatchObject({ more: true });
    const next = await admin.get<LogsPage>('/api/wse/logs', {
      filter: { source },
      limit: 2,
      before: first.body.data[1]!.id,
    });
    expect(next.body.data.map((line) => line.message)).toEqual([
      'Signed in 100% ok 2',
      'Signed in 100% ok 1',
    ]);
    const last = await admin.get<LogsPage>('/api/wse/logs', {
      filter: { source },
      limit: 2,
      before: next.body.data[1]!.id,
    });
    expect(last.body).toMatchObject({ more: false, data: [{ message: 'Signed in 100% ok 0' }] });
  });

  it('reads forward from a line with after, the oldest first taken but shown newest first', async () => {
    const [mark] = await app.db
      .insert(sysLog)
      .values({ level: 'info', source, message: 'mark' })
      .returning({ id: sysLog.id });
    await lines(3, 'warn', 'Since');
    const since = await admin.get<LogsPage>('/api/wse/logs', {
      filter: { source },
      after: mark!.id,
      limit: 2,
    });
    expect(since.body).toMatchObject({ more: true });
    expect(since.body.data.map((line) => line.message)).toEqual(['Since 1', 'Since 0']);
    const rest = await admin.get<LogsPage>('/api/wse/logs', {
      filter: { source },
      after: since.body.data[0]!.id,
    });
    expect(rest.body).toMatchObject({ more: false, data: [{ message: 'Since 2' }] });
  });

  it('shows only errors and warnings on /wse/logs/errors', async () => {
    const own = `${source}-errors`;
    await lines(1, 'info', 'Quiet', own);
    await lines(1, 'warn', 'Slow', own);
    await lines(1, 'error', 'Broken', own);
    const errors = await admin.get<LogsPage>('/api/wse/logs/errors', { filter: { source: own } });
    expect(errors.body.data.map((line) => line.message)).toEqual(['Broken 0', 'Slow 0']);
    const warnings = await admin.get<LogsPage>('/api/wse/logs/errors', {
      filter: { source: own, level: 'warn' },
    });
    expect(warnings.body.data.map((line) => line.message)).toEqual(['Slow 0']);
    const infoOnly = await admin.get<LogsPage>('/api/wse/logs/errors', {
      filter: { source: own, level: 'info' },
    });
    expect(infoOnly.body.data).toEqual([]);
  });

  it('refuses those without VIEW_ACTIVITY and bad input with the field named', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.get('/api/wse/logs')).status).toBe(403);
    expect((await support.get('/api/wse/logs/errors')).status).toBe(403);
    expect((await testClient(app).get('/api/wse/logs')).status).toBe(401);
    const bad = await admin.get('/api/wse/logs', { filter: { level: 'debug' }, before: '1e3' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('filter');
    expect(JSON.stringify(bad.body)).toContain('before');
    expect((await admin.get('/api/wse/logs', { before: 5, after: 3 })).status).toBe(400);
    expect((await admin.get('/api/wse/logs', { limit: 500 })).status).toBe(400);
  });
});
