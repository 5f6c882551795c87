import type { SysLogEntry } from '../trail/writeSysLog';
import { maskSecrets } from '../http/maskSecrets';

/** pino's numeric levels from which a line is kept in sys_log (warn 40, error 50, fatal 60). */
const WARN = 40;
const ERROR = 50;
/** Fields never copied from a log call into the kept line, whatever their value. */
const SECRET_KEY = /pass|token|secret|code|authori[sz]ation|cookie|hash|iban|bic/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a warn or error log call becomes in sys_log: the logger as source, the message (or the error's), and
 * in meta the stack, the logger's bindings (its name, a request's id) and the call's other plain fields such
 * as a request's method and masked URL (no secrets). Answers undefined for a quieter level.
 *
 * @example
 * keptLine({ logger: 'http', reqId: 'req-1' }, 50, [{ err, method: 'GET', url: '/api/x' }, 'request failed']);
 */
export function keptLine(
  bindings: Record<string, unknown>,
  level: number,
  args: readonly unknown[],
): SysLogEntry | undefined {
  if (level < WARN) return undefined;
  const logger = typeof bindings.logger === 'string' ? bindings.logger : 'root';
  const [first, ...rest] = args;
  const fields = { ...bindings, ...(isRecord(first) && !(first instanceof Error) ? first : {}) };
  const error = first instanceof Error ? first : fields.err instanceof Error ? fields.err : undefined;
  const text = [first, ...rest].find((arg) => typeof arg === 'string');
  const meta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'err' || SECRET_KEY.test(key)) continue;
    if (typeof value === 'string') meta[key] = key === 'url' ? maskSecrets(value) : value.slice(0, 500);
    else if (typeof value === 'number' || typeof value === 'boolean') meta[key] = value;
  }
  if (error) {
    meta.error = error.message;
    if (error.stack) meta.stack = error.stack;
  }
  return {
    level: level >= ERROR ? 'error' : 'warn',
    source: logger,
    message: (typeof text === 'string' ? text : undefined) ?? error?.message ?? 'no message',
    meta,
  };
}
