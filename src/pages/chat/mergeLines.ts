import type { ChatLine } from '../../../contract/chat/chatRoom';

/**
 * The room's lines with new ones added, each once and in the order the server stored them: the join's history, a
 * line heard live and the reply to one's own send may all carry the same line.
 *
 * @example
 * mergeLines([{ id: 1, … }], [{ id: 2, … }, { id: 1, … }]); // lines 1 and 2
 */
export function mergeLines(lines: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  if (incoming.every((line) => lines.some((known) => known.id === line.id))) return lines as ChatLine[];
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const line of incoming) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
