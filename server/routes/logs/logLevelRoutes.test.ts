import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LoggerLevel } from '../../../contract/tech/logsLevels';
import { logLevels } from '../../db/schema/logLevels';
import { auditLog, sysLog } from '../../db/schema/trail';
import { applyStoredLevels } from '../../logs/applyStoredLevels';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { writeSysLog } from '../../trail/writeSysLog';

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));
const quiet = app.loggers.levels();

/** The sys_log lines of one source with this message, as the logger's hook left them (it writes after the call). */
const keptLines = (source: string, message: string) =>
  app.db
    .select()
    .from(sysLog)
    .where(and(eq(sysLog.source, source), eq(sysLog.message, message)));

afterAll(async () => {
  // The worker's other test files share this app: its loggers go back to how they were.
  for (const { logger, level } of quiet) app.loggers.setLevel(logger, level);
  await app.db.delete(logLevels);
});

describe('log levels', () => {
  it('lists the loggers and changes one at once, audited, stored and logged', async () => {
    const list = await admin.get<{ data: LoggerLevel[] }>('/api/log/level');
    expect(list.status).toBe(200);
    expect(list.body.data.map((entry) => entry.logger)).toEqual(['root', 'http', 'auth', 'jobs', 'realtime']);

    const jobs = app.loggers.get('jobs');
    await admin.put('/api/log/level/jobs', { level: 'info' });
    expect(jobs.isLevelEnabled('debug')).toBe(false);
    const changed = await admin.put<{ data: LoggerLevel }>('/api/log/level/jobs', { level: 'debug' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ logger: 'jobs', level: 'debug', changedBy: 'admin' });
    // No restart: the same logger writes debug lines from now on; the others keep theirs.
    expect(jobs.isLevelEnabled('debug')).toBe(true);
    expect(app.loggers.get('auth').isLevelEnabled('debug')).toBe(false);

    const [stored] = await app.db.select().from(logLevels).where(eq(logLevels.logger, 'jobs'));
    expect(stored).toMatchObject({ level: 'debug', changedBy: 'admin' });
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'log.level'), eq(auditLog.target, 'logger:jobs')));
    expect(audited.at(-1)?.changes).toEqual({ level: { before: 'info', after: 'debug' } });
    expect(await keptLines('log-level', 'Log level of jobs set to debug by admin (was info).')).toHaveLength(
      1,
    );
  });

  it('keeps the warnings and errors a logger writes in sys_log, only at its level', async () => {
    const jobs = app.loggers.get('jobs');
    await admin.put('/api/log/level/jobs', { level: 'error' });
    jobs.warn({ job: 7 }, 'warned while at error');
    await admin.put('/api/log/level/jobs', { level: 'warn' });
    jobs.warn({ job: 8, password: 'hunter2' }, 'warned while at warn');
    await vi.waitFor(async () => expect(await keptLines('jobs', 'warned while at warn')).toHaveLength(1));
    const [kept] = await keptLines('jobs', 'warned while at warn');
    expect(kept).toMatchObject({ level: 'warn', meta: { logger: 'jobs', job: 8 } });
    expect(kept?.meta).not.toHaveProperty('password');
    expect(await keptLines('jobs', 'warned while at warn')).toHaveLength(1);
    expect(await keptLines('jobs', 'warned while at error')).toEqual([]);

    // A request's logger is a child of http: a failed call is kept with its stack and masked URL.
    await admin.put('/api/log/level/http', { level: 'error' });
    const request = app.loggers.get('http').child({ reqId: 'req-test' });
    request.error({ err: new Error('boom'), method: 'GET', url: '/api/qr?token=abc' }, 'request failed');
    await vi.waitFor(async () => expect(await keptLines('http', 'request failed')).not.toEqual([]));
    const [failed] = (await keptLines('http', 'request failed')).filter((line) => line.meta.error === 'boom');
    expect(failed).toMatchObject({
      level: 'error',
      meta: {
        logger: 'http',
        reqId: 'req-test',
        method: 'GET',
        url: '/api/qr?token=[redacted]',
        error: 'boom',
      },
    });
    expect(String(failed?.meta.stack)).toContain('Error: boom');
  });

  it('applies the stored levels at start and a change another instance made', async () => {
    await app.db
      .insert(logLevels)
      .values({ logger: 'auth', level: 'trace', changedBy: 'admin' })
      .onConflictDoUpdate({ target: logLevels.logger, set: { level: 'trace' } });
    app.loggers.setLevel('auth', 'info');
    await applyStoredLevels(app);
    expect(app.loggers.get('auth').level).toBe('trace');

    // Another instance's PUT reaches this one as its sys_log line.
    await writeSysLog(app.db, {
      level: 'info',
      source: 'log-level',
      message: 'Log level of realtime set to fatal by admin.',
      meta: { logger: 'realtime', level: 'fatal', by: 'admin' },
    });
    await vi.waitFor(() => expect(app.loggers.get('realtime').level).toBe('fatal'));
  });

  it('refuses those without VIEW_ACTIVITY, an unknown logger and an unknown level', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.get('/api/log/level')).status).toBe(403);
    expect((await support.put('/api/log/level/jobs', { level: 'debug' })).status).toBe(403);
    expect((await admin.put('/api/log/level/nobody', { level: 'debug' })).status).toBe(400);
    const bad = await admin.put('/api/log/level/jobs', { level: 'loud' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('level');
  });
});
