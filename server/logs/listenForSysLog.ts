import type { Db } from '../db/Db';
import { databaseClient } from '../db/databaseClient';

/** The channel migration 0041's trigger announces each committed sys_log line on, as '<schema>:<id>'. */
export const SYS_LOG_CHANNEL = 'sys_log';

/**
 * Listens on the sys_log channel of the database behind `db` (PGlite's own listen, or one dedicated PostgreSQL
 * connection); `onLost` is told when a PostgreSQL connection drops, so the caller listens again and catches up.
 * Answers the function that stops listening.
 *
 * @example
 * const stop = await listenForSysLog(app.db, (payload) => wake(payload), () => retry());
 */
export async function listenForSysLog(
  db: Db,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = databaseClient(db);
  if (client.kind === 'pglite') return client.pglite.listen(SYS_LOG_CHANNEL, onPayload);
  const connection = await client.pool.connect();
  let released = false;
  connection.on('notification', (message) => {
    if (message.channel === SYS_LOG_CHANNEL && message.payload) onPayload(message.payload);
  });
  connection.once('error', (error) => {
    if (released) return;
    released = true;
    connection.release(error);
    onLost(error);
  });
  await connection.query(`LISTEN ${SYS_LOG_CHANNEL}`);
  return async () => {
    if (released) return;
    released = true;
    await connection.query(`UNLISTEN ${SYS_LOG_CHANNEL}`).catch(() => undefined);
    connection.release();
  };
}
