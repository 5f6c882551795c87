import { isMasked } from '../../contract/masking';

type Node = Record<string, unknown> | unknown[];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function setAt(node: unknown, [key, ...rest]: string[], value: unknown): unknown {
  if (!isNode(node) || key === undefined) return node;
  const current = Array.isArray(node) ? node[Number(key)] : node[key];
  if (rest.length === 0 && !isMasked(current)) return node;
  const next = rest.length === 0 ? value : setAt(current, rest, value);
  if (next === current) return node;
  if (Array.isArray(node)) return node.map((item, index) => (index === Number(key) ? next : item));
  return { ...node, [key]: next };
}

/**
 * The record with the revealed clear values in place of their masks, by dotted path (`private.account_iban`,
 * `attachments.0.file`), without touching the record given. A path whose value is no longer masked keeps what
 * the server sent: a fresher value wins over a held one.
 *
 * @example
 * withRevealed({ id: 1, private: { iban: '•••• 4300' } }, { 'private.iban': 'NL91ABNA0417164300' });
 * // { id: 1, private: { iban: 'NL91ABNA0417164300' } }
 */
export function withRevealed<T extends object>(record: T, revealed: Readonly<Record<string, unknown>>): T {
  return Object.entries(revealed).reduce<T>(
    (result, [path, value]) => setAt(result, path.split('.'), value) as T,
    record,
  );
}
