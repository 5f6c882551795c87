import { asc, gt, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LogsLine } from '../../contract/tech/logsLine';
import { sysLog } from '../db/schema/trail';
import { rowsOf } from '../db/rowsOf';
import { listenForSysLog } from './listenForSysLog';

/** How long to wait before listening again after the PostgreSQL connection dropped. */
const RELISTEN_MS = 1000;
/** At most this many lines read per wake-up; a burst larger than that is read in further rounds. */
const BATCH = 500;
/** How many sent ids are remembered, so a catch-up after a reconnect never sends a line twice. */
const REMEMBERED = 5000;

const lineOf = (row: typeof sysLog.$inferSelect): LogsLine => ({ ...row, at: row.at.toISOString() });

/**
 * The live tail: every committed sys_log line, whoever wrote it (writeSysLog, the app logger's errors, another
 * instance, SQL by hand), is announced by the database (migration 0041) and sent once as the server event
 * `sys-log`, in id order per wake-up. Each instance listens itself, so the realtime layer sends it only to
 * its own sockets. After a dropped connection it listens again and sends what came meanwhile.
 *
 * @example
 * await followSysLog(app); // app.events.on('sys-log', (line) => …)
 */
export async function followSysLog(app: FastifyInstance): Promise<void> {
  const [schemaRow] = rowsOf<{ schema: string }>(
    await app.db.execute(sql`select current_schema() as schema`),
  );
  const prefix = `${schemaRow?.schema ?? 'public'}:`;
  const [last] = await app.db.select({ id: max(sysLog.id) }).from(sysLog);
  let lastSent = last?.id ?? 0;
  let pending = new Set<number>();
  let reading: Promise<void> = Promise.resolve();
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // By id and time: a line is sent once, and an id a reset sequence hands out again is still a new line.
  const sent = new Set<string>();
  const send = (rows: (typeof sysLog.$inferSelect)[]) => {
    for (const row of rows) {
      const key = `${row.id}@${row.at.getTime()}`;
      if (sent.has(key)) continue;
      sent.add(key);
      if (sent.size > REMEMBERED) sent.delete(sent.values().next().value ?? key);
      app.events.emit('sys-log', lineOf(row));
      lastSent = Math.max(lastSent, row.id);
    }
  };
  const read = () => {
    reading = reading
      .then(async () => {
        while (pending.size > 0 && !closed) {
          const ids = [...pending].slice(0, BATCH);
          for (const id of ids) pending.delete(id);
          send(await app.db.select().from(sysLog).where(inArray(sysLog.id, ids)).orderBy(asc(sysLog.id)));
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'reading new sys_log lines failed'));
  };
  const catchUp = () => {
    reading = reading
      .then(async () =>
        send(
          await app.db
            .select()
            .from(sysLog)
            .where(gt(sysLog.id, lastSent))
            .orderBy(asc(sysLog.id))
            .limit(BATCH),
        ),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'catching up on sys_log failed'));
  };
  const listenAgain = () => {
    retry = setTimeout(() => {
      if (closed) return;
      listen().then(catchUp, (error: unknown) => {
        app.log.warn({ err: error }, 'listening for sys_log lines failed; trying again');
        listenAgain();
      });
    }, RELISTEN_MS);
  };
  const listen = async (): Promise<void> => {
    stop = await listenForSysLog(
      app.db,
      (payload) => {
        if (!payload.startsWith(prefix)) return;
        const id = Number(payload.slice(prefix.length));
        if (!Number.isSafeInteger(id)) return;
        if (pending.size === 0) queueMicrotask(read);
        pending.add(id);
      },
      (error) => {
        app.log.warn({ err: error }, 'the sys_log listener lost its connection; listening again');
        stop = undefined;
        listenAgain();
      },
    );
  };
  await listen();
  // Before the database closes (its onClose hook may run first).
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(retry);
    await stop?.().catch(() => undefined);
    await reading;
    pending = new Set();
  });
}
