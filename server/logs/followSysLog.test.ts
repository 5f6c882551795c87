import { describe, expect, it } from 'vitest';
import type { LogsLine } from '../../contract/tech/logsLine';
import { sysLog } from '../db/schema/trail';
import { connectTestClient } from '../realtime/test/connectTestClient';
import { sharedTestServer } from '../realtime/test/sharedTestServer';
import { tokenFor } from '../test/testApp';
import { writeSysLog } from '../trail/writeSysLog';

const { app, url } = await sharedTestServer();

/** The next `sys-log` line of this test's source (other tests of the worker write lines too). */
function nextLine(socket: Awaited<ReturnType<typeof connectTestClient>>, source: string): Promise<LogsLine> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no sys-log line from ${source}`)), 10_000);
    const listener = (line: LogsLine) => {
      if (line.source !== source) return;
      clearTimeout(timer);
      socket.off('sys-log', listener);
      resolve(line);
    };
    socket.on('sys-log', listener);
  });
}

describe('the sys log live tail', () => {
  it('sends each committed line once to VIEW_ACTIVITY sockets only, never a rolled-back one', async () => {
    const source = `tail-test-${Date.now()}`;
    const admin = await connectTestClient(url, await tokenFor(app, 'admin'));
    const support = await connectTestClient(url, await tokenFor(app, 'support'));
    const seenBySupport: LogsLine[] = [];
    support.on('sys-log', (line: LogsLine) => seenBySupport.push(line));
    const seenByAdmin: LogsLine[] = [];
    admin.on('sys-log', (line: LogsLine) => {
      if (line.source === source) seenByAdmin.push(line);
    });
    try {
      const first = nextLine(admin, source);
      await writeSysLog(app.db, {
        level: 'info',
        source,
        message: 'Signed in: admin',
        meta: { ip: '127.0.0.1' },
      });
      expect(await first).toMatchObject({
        level: 'info',
        source,
        message: 'Signed in: admin',
        meta: { ip: '127.0.0.1' },
      });

      // Written in a transaction that rolls back: never sent. The line after it arrives on its own.
      await app.db
        .transaction(async (tx) => {
          await writeSysLog(tx, { level: 'error', source, message: 'rolled back' });
          tx.rollback();
        })
        .catch(() => undefined);
      const second = nextLine(admin, source);
      await app.db.insert(sysLog).values({ level: 'warn', source, message: 'written by hand' });
      expect(await second).toMatchObject({ level: 'warn', message: 'written by hand' });
      expect(seenByAdmin.map((line) => line.message)).toEqual(['Signed in: admin', 'written by hand']);
      expect(seenBySupport).toEqual([]);
    } finally {
      admin.close();
      support.close();
    }
  });
});
