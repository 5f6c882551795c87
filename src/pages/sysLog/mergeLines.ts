import type { LogsLine } from '../../../contract/tech/logsLine';

/**
 * The lines of both lists, each once (by id), newest first: what the tail brings and a page read back may
 * overlap, and a line read again after a reconnect may already be shown.
 *
 * @example
 * mergeLines(shown, arrived); // [{ id: 12 }, { id: 11 }, …]
 */
export function mergeLines(current: readonly LogsLine[], added: readonly LogsLine[]): LogsLine[] {
  const byId = new Map<number, LogsLine>();
  for (const line of [...current, ...added]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
