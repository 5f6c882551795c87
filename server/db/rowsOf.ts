/**
 * The rows of a raw `db.execute(sql)` result: PGlite and node-postgres both answer `{ rows }`, but the shared
 * database type cannot say so.
 *
 * @example
 * const rows = rowsOf<{ n: number }>(await db.execute(sql`select 1 as n`));
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
