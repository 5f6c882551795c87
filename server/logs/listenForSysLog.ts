import type { Db } from '../db/Db';

/** The channel migration 0041's trigger announces each committed sys_log line on, as '<schema>:<id>'. */
export const SYS_LOG_CHANNEL = 'sys_log';

interface PgliteClient {
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
}
interface PgConnection {
  query: (text: string) => Promise<unknown>;
  on: (event: 'notification', listener: (message: { channel: string; payload?: string }) => void) => unknown;
  once: (event: 'error', listener: (error: Error) => void) => unknown;
  release: (error?: Error | boolean) => void;
}
interface PgPool {
  connect: () => Promise<PgConnection>;
}

const isPglite = (client: unknown): client is PgliteClient =>
  typeof client === 'object' && client !== null && 'listen' in client && typeof client.listen === 'function';
const isPool = (client: unknown): client is PgPool =>
  typeof client === 'object' &&
  client !== null &&
  'connect' in client &&
  typeof client.connect === 'function';

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
  const client: unknown = Reflect.get(db, '$client');
  if (isPglite(client)) return client.listen(SYS_LOG_CHANNEL, onPayload);
  if (!isPool(client)) throw new Error('This database client cannot listen for sys_log lines.');
  const connection = await client.connect();
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
