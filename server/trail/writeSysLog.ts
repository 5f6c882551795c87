import type { Db } from '../db/Db';
import { sysLog } from '../db/schema/trail';

export interface SysLogEntry {
  level: 'info' | 'warn' | 'error';
  source: string;
  message: string;
  meta?: Record<string, unknown>;
}

/**
 * Adds a line to the system log (the `sys_log` table; its page, Tech › Sys Log, is a placeholder for now).
 *
 * @example
 * await writeSysLog(app.db, { level: 'info', source: 'auth', message: 'Password reset link for admin' });
 */
export async function writeSysLog(db: Db, entry: SysLogEntry): Promise<void> {
  await db.insert(sysLog).values({ ...entry, meta: entry.meta ?? {} });
}
