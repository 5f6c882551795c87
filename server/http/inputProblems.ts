/** The largest value of an integer column: every integer column a request writes or filters on is an int4. */
export const INT4_MAX = 2_147_483_647;
/** How deep parsed input may nest: beyond any real input, and shallow enough for the recursive validators. */
export const MAX_DEPTH = 32;
const AT_MOST = 10;
const OUT_OF_RANGE = `Must be between -${INT4_MAX} and ${INT4_MAX}`;

/** A value the database cannot take, by its path in the input. */
export interface InputProblem {
  path: string[];
  problem: string;
}

/** A high surrogate not followed by a low one, or a low one not after a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate in jsonb (text takes it as U+FFFD). */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (not valid Unicode)';
  return undefined;
}

/**
 * What in parsed input (a body, query, path or socket payload) would reach the database as a 500: text with
 * NUL or a lone surrogate (in a value or a key), a number beyond the int4 range, nesting deeper than
 * MAX_DEPTH. Walks without recursion, so any depth is safe; names at most ten problems.
 *
 * @example
 * inputProblems({ name: 'a\u0000' }); // [{ path: ['name'], problem: 'Text contains a NUL character' }]
 */
export function inputProblems(input: unknown): InputProblem[] {
  const problems: InputProblem[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next && problems.length < AT_MOST; next = pending.pop()) {
    const { value, path } = next;
    const problem = problemOf(value, path, pending);
    if (problem) problems.push({ path, problem });
  }
  return problems;
}

/** The problem of one value itself; the items of an object or array go on `pending`. */
function problemOf(value: unknown, path: string[], pending: { value: unknown; path: string[] }[]) {
  if (typeof value === 'string') {
    const inText = unstorable(value);
    return inText && `Text ${inText}`;
  }
  if (typeof value === 'number') return Math.abs(value) > INT4_MAX ? OUT_OF_RANGE : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_DEPTH) return `Nested deeper than ${MAX_DEPTH} levels`;
  for (const [key, item] of Object.entries(value)) {
    const inKey = unstorable(key);
    if (inKey) return `A field name ${inKey}`;
    pending.push({ value: item, path: [...path, key] });
  }
  return undefined;
}
