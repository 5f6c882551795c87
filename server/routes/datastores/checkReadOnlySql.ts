import { loadModule, parseSync } from 'libpg-query';
import { QUERY_TIMEOUT_MS } from '../../../contract/tech/datastoresApi';
import { validationError } from '../../http/ApiError';
import { REFUSED_FUNCTIONS, SECRET_TABLES } from './refusedFunctions';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

let loaded: Promise<void> | undefined;

/** Every object in the parse tree, with the node type (its key) it sits under. */
function* walk(value: unknown, type = ''): Generator<{ type: string; node: Node }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item, type);
    return;
  }
  if (!isNode(value)) return;
  yield { type, node: value };
  for (const [key, child] of Object.entries(value)) yield* walk(child, /^[A-Z]/.test(key) ? key : type);
}

const names = (list: unknown) =>
  (Array.isArray(list) ? list : [])
    .map((part) => (isNode(part) && isNode(part.String) ? String(part.String.sval ?? '') : ''))
    .filter(Boolean);

/** A constant number (pg_sleep's seconds), or undefined when the argument is not one. */
function constantNumber(node: unknown): number | undefined {
  const constant = isNode(node) && isNode(node.A_Const) ? node.A_Const : undefined;
  if (!constant) return undefined;
  if (isNode(constant.ival)) return Number(constant.ival.ival ?? 0);
  if (isNode(constant.fval)) return Number(constant.fval.fval);
  return undefined;
}

const refuse = (why: string) => validationError({ sql: why });

/** A constant, or a constant cast to a type: what the planner (and this check) can read before it runs. */
const isConstant = (node: unknown): boolean =>
  isNode(node) && (isNode(node.A_Const) || (isNode(node.TypeCast) && isConstant(node.TypeCast.arg)));

/**
 * Functions that build values or rows as large as their arguments say: where a statement cannot be stopped
 * (PGlite), each argument must be a constant, and a size at most `max` (repeat('x', 600000000) held the embedded
 * database for 12 s and 2 GB; generate_series over a subquery is planned as 1,000 rows whatever it yields).
 */
const SIZED: Readonly<Record<string, number>> = {
  repeat: 1_000_000,
  lpad: 1_000_000,
  rpad: 1_000_000,
  array_fill: 1_000_000,
  generate_series: Number.POSITIVE_INFINITY,
};
const PGLITE_SLEEP_MS = 1_000;

function checkSized(name: string, args: unknown): void {
  const max = SIZED[name];
  if (max === undefined) return;
  const list = Array.isArray(args) ? args : [];
  if (!list.every(isConstant))
    throw refuse(
      `${name}() takes only constant arguments on the embedded PGlite database, where a statement cannot be stopped once it runs`,
    );
  const largest = Math.max(0, ...list.map((arg) => constantNumber(arg) ?? 0));
  if (largest > max)
    throw refuse(
      `${name}() of ${largest.toLocaleString('en')} is past the ${max.toLocaleString('en')} the embedded PGlite database allows, where a statement cannot be stopped once it runs`,
    );
}

/**
 * Checks `sql` with PostgreSQL's own parser (libpg-query) and answers the one statement's text, or throws a 400
 * naming why it is refused: not exactly one statement, anything but a SELECT (writes, DDL, COPY, SET, CALL…), a
 * data-changing WITH, SELECT INTO, row locks, file, server or side-effect functions, sign-in secret tables, a
 * pg_sleep past the timeout and, where nothing can stop a running statement (PGlite), WITH RECURSIVE, pg_sleep past
 * a second and value- or row-building functions with arguments that are not constants or are too large.
 *
 * @example
 * const statement = await checkReadOnlySql('select id from members limit 5;', { stoppable: true });
 */
export async function checkReadOnlySql(sql: string, { stoppable }: { stoppable: boolean }): Promise<string> {
  loaded ??= loadModule();
  await loaded;
  let tree: { stmts?: { stmt?: Node; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (error) {
    throw refuse(`This is not valid SQL: ${error instanceof Error ? error.message : String(error)}`);
  }
  const statements = tree.stmts ?? [];
  if (statements.length === 0) throw refuse('Write one statement');
  if (statements.length > 1)
    throw refuse(`One statement at a time: this is a chain of ${statements.length} (separated by ;)`);
  const [only] = statements;
  const kind = Object.keys(only!.stmt ?? {})[0] ?? 'unknown';
  if (kind !== 'SelectStmt')
    throw refuse(`Only a SELECT runs here, read-only: this is ${kind.replace(/Stmt$/, '').toUpperCase()}`);

  for (const { type, node } of walk(only!.stmt)) {
    if (/Stmt$/.test(type) && type !== 'SelectStmt')
      throw refuse(`A ${type.replace(/Stmt$/, '').toUpperCase()} inside the statement changes data: refused`);
    if (type === 'SelectStmt' && node.intoClause) throw refuse('SELECT INTO creates a table: refused');
    if (type === 'SelectStmt' && node.lockingClause)
      throw refuse('FOR UPDATE / FOR SHARE locks rows: refused');
    if (type === 'SelectStmt' && isNode(node.withClause) && node.withClause.recursive && !stoppable)
      throw refuse(
        'WITH RECURSIVE can loop without end, and a statement on the embedded PGlite database cannot be stopped once it runs: refused here',
      );
    if (type === 'RangeVar' && SECRET_TABLES.has(String(node.relname)))
      throw refuse(`${String(node.relname)} holds sign-in secrets: the console does not read it`);
    if (type === 'FuncCall') {
      const name = names(node.funcname).at(-1)?.toLowerCase() ?? '';
      const refused = REFUSED_FUNCTIONS.find((rule) => rule.match.test(name));
      if (refused) throw refuse(`${name}() ${refused.why}: refused`);
      if (name === 'pg_sleep') {
        const seconds = constantNumber(Array.isArray(node.args) ? node.args[0] : undefined);
        if (seconds === undefined || seconds * 1000 > QUERY_TIMEOUT_MS)
          throw refuse(`pg_sleep past the ${QUERY_TIMEOUT_MS / 1000} s statement timeout is refused`);
        if (!stoppable && seconds * 1000 > PGLITE_SLEEP_MS)
          throw refuse(
            `pg_sleep past ${PGLITE_SLEEP_MS / 1000} s is refused on the embedded PGlite database, where it would hold the whole server`,
          );
      }
      if (!stoppable) checkSized(name, node.args);
    }
  }
  const start = only!.stmt_location ?? 0;
  return only!.stmt_len ? sql.slice(start, start + only!.stmt_len) : sql.slice(start);
}
