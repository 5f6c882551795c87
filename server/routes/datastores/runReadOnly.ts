import {
  PGLITE_COST_LIMIT,
  QUERY_CELL_CUT,
  QUERY_ROW_CAP,
  QUERY_TIMEOUT_MS,
  type QueryAnswer,
  type QueryCell,
} from '../../../contract/tech/datastoresApi';
import type { Db } from '../../db/Db';
import { databaseClient } from '../../db/databaseClient';
import { validationError } from '../../http/ApiError';

interface Result {
  rows: unknown[];
  fields: { name: string }[];
}
/** What both drivers offer for one statement with rows as arrays (so two columns of one name both show). */
type Run = (text: string, arrays?: boolean) => Promise<Result>;

/** Whether a running statement can be stopped: PostgreSQL honours statement_timeout, embedded PGlite does not. */
export function stoppable(db: Db): boolean {
  return databaseClient(db).kind === 'postgresql';
}

function cell(value: unknown, cut: { count: number }): QueryCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value instanceof Date) text = value.toISOString();
  else if (value instanceof Uint8Array) text = `\\x${Buffer.from(value).toString('hex')}`;
  else if (typeof value === 'bigint') text = value.toString();
  else text = JSON.stringify(value);
  if (text.length <= QUERY_CELL_CUT) return text;
  cut.count += 1;
  return `${text.slice(0, QUERY_CELL_CUT)}…`;
}

/** The planner's cost of fetching the capped rows through a cursor: startup plus their share of the rest. */
async function plannedCost(run: Run, statement: string): Promise<number> {
  const [row] = (await run(`explain (format json) ${statement}\n`)).rows as Record<string, unknown>[];
  const raw = Object.values(row ?? {})[0];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, number> }[];
  const plan = plans[0]!.Plan;
  const startup = plan['Startup Cost'] ?? 0;
  const share = Math.min(1, (QUERY_ROW_CAP + 1) / Math.max(1, plan['Plan Rows'] ?? 1));
  return startup + ((plan['Total Cost'] ?? 0) - startup) * share;
}

async function fetchCapped(
  run: Run,
  statement: string,
  guardCost: boolean,
): Promise<Omit<QueryAnswer, 'ms'>> {
  if (guardCost) {
    const cost = await plannedCost(run, statement);
    if (cost > PGLITE_COST_LIMIT)
      throw validationError({
        sql: `The planner expects this to cost ${Math.round(cost).toLocaleString('en')} (the limit is ${PGLITE_COST_LIMIT.toLocaleString('en')}), and a statement on the embedded PGlite database cannot be stopped once it runs: narrow it (a WHERE, a LIMIT)`,
      });
  }
  // A cursor computes only the rows fetched (beyond a sort or aggregate), so a huge result is never loaded.
  await run(`declare wse_console no scroll cursor for ${statement}\n`);
  const result = await run(`fetch forward ${QUERY_ROW_CAP + 1} from wse_console`, true);
  const cut = { count: 0 };
  const rows = (result.rows as unknown[][])
    .slice(0, QUERY_ROW_CAP)
    .map((row) => row.map((value) => cell(value, cut)));
  return {
    columns: result.fields.map((field) => field.name),
    rows,
    capped: result.rows.length > QUERY_ROW_CAP,
    cutCells: cut.count,
  };
}

/**
 * Runs one checked SELECT in a read-only transaction, rolled back after: on PostgreSQL under a statement timeout
 * of QUERY_TIMEOUT_MS, on PGlite (which cannot stop a statement) only if its planned cost is within
 * PGLITE_COST_LIMIT; at most QUERY_ROW_CAP rows, through a cursor.
 *
 * @example
 * const answer = await runReadOnly(app.db, 'select id, username from members');
 */
export async function runReadOnly(db: Db, statement: string): Promise<QueryAnswer> {
  const started = performance.now();
  const client = databaseClient(db);
  let answer: Omit<QueryAnswer, 'ms'>;
  if (client.kind === 'postgresql') {
    const connection = await client.pool.connect();
    const run: Run = (text, arrays) =>
      connection.query({ text, ...(arrays ? { rowMode: 'array' as const } : {}) });
    try {
      await run('begin read only');
      await run(`set local statement_timeout = ${QUERY_TIMEOUT_MS}`);
      answer = await fetchCapped(run, statement, false);
      await run('rollback');
      connection.release();
    } catch (error) {
      const rolledBack = await run('rollback').then(
        () => true,
        () => false,
      );
      connection.release(!rolledBack);
      throw error;
    }
  } else {
    answer = await client.pglite.transaction(async (tx) => {
      const run: Run = (text, arrays) => tx.query(text, [], arrays ? { rowMode: 'array' } : {});
      await run('set transaction read only');
      const fetched = await fetchCapped(run, statement, true);
      await tx.rollback();
      return fetched;
    });
  }
  return { ...answer, ms: Math.round(performance.now() - started) };
}
