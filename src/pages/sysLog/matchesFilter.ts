import type { LogsFilter } from '../../../contract/tech/logsFilter';
import type { LogsLine } from '../../../contract/tech/logsLine';

/**
 * Whether a line the tail brings belongs in the list as filtered, as the server's filter would say (level,
 * exact source, message containing the text regardless of case); `levels` limits the page (errors: error, warn).
 *
 * @example
 * matchesFilter(line, { level: 'error', q: 'timeout' }, ['error', 'warn']);
 */
export function matchesFilter(line: LogsLine, filter: LogsFilter, levels: readonly string[]): boolean {
  if (!levels.includes(line.level)) return false;
  if (filter.level && line.level !== filter.level) return false;
  if (filter.source && line.source !== filter.source) return false;
  return !filter.q || line.message.toLowerCase().includes(filter.q.toLowerCase());
}
