import type { Db } from '../db/Db';
import { writeSysLog } from '../trail/writeSysLog';

export type SignInOutcome =
  | { kind: 'signed-in'; username: string; address: string }
  | { kind: 'refused'; username: string | null; address: string; reason: string }
  | { kind: 'signed-out'; username: string };

/**
 * The sys_log line of a sign-in, a refused one or a sign-out (source `auth`), never with a password or code;
 * a refused name that is no account is not repeated (it may be a password typed in the wrong field).
 *
 * @example
 * await writeSignInLine(app.db, { kind: 'refused', username: null, address: '10.0.0.0', reason: 'unknown username' });
 */
export async function writeSignInLine(db: Db, outcome: SignInOutcome): Promise<void> {
  if (outcome.kind === 'signed-out') {
    await writeSysLog(db, {
      level: 'info',
      source: 'auth',
      message: `Signed out: ${outcome.username}`,
      meta: { username: outcome.username },
    });
    return;
  }
  if (outcome.kind === 'signed-in') {
    await writeSysLog(db, {
      level: 'info',
      source: 'auth',
      message: `Signed in: ${outcome.username}`,
      meta: { username: outcome.username, address: outcome.address },
    });
    return;
  }
  await writeSysLog(db, {
    level: 'warn',
    source: 'auth',
    message: `Sign-in refused${outcome.username ? `: ${outcome.username}` : ''} (${outcome.reason})`,
    meta: { username: outcome.username, address: outcome.address, reason: outcome.reason },
  });
}
