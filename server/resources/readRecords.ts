import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Db';
import { notFound } from '../http/ApiError';
import { roleToLearn } from '../../contract/fieldMasking';
import { cannotLearn } from './listFilters';
import { sortExpressions } from './listSort';
import { rowsOf } from '../db/rowsOf';
import { filterBranches } from './filterBranches';
import { rowToRecord } from './rowToRecord';
import type { ApiRecord, ServedResource } from './ServedResource';

export interface ListParams {
  offset: number;
  limit: number;
  sort?: string | undefined;
  order: 'ASC' | 'DESC';
  filter?: Record<string, unknown> | undefined;
}

async function enriched(
  db: Db,
  served: ServedResource,
  rows: Record<string, unknown>[],
): Promise<ApiRecord[]> {
  const records = rows.map((row) => rowToRecord(served, row));
  if (served.hooks.enrich && records.length > 0) await served.hooks.enrich(db, records);
  return records;
}

const visibleTo = (served: ServedResource, actor: Principal | undefined): SQL | undefined =>
  actor ? served.hooks.hidden?.(actor) : undefined;

/**
 * A page's ids for a search through several fields: each field's first rows up to the page's end, read by that
 * field's index, then merged. Their OR read every matching row of the table to sort them: for a rare username
 * prefix over a million members, 3,661 rows and 55–79 ms once they were out of the cache, against a few ms.
 */
function firstOfEach(
  db: Db,
  { table }: ServedResource,
  branches: (SQL | undefined)[],
  hidden: SQL | undefined,
  sortBy: SQL | typeof table.id,
  params: ListParams,
): SQL {
  const direction = params.order === 'DESC' ? desc : asc;
  // Drizzle puts a query built inside `sql` in parentheses, as each part of the union needs.
  const parts = branches.map((branch) =>
    db
      .select({ id: table.id, sortValue: sql`${sortBy}`.as('sort_value') })
      .from(table)
      .where(and(branch, hidden))
      .orderBy(direction(sortBy), direction(table.id))
      .limit(params.offset + params.limit),
  );
  const sortValue = direction(sql.identifier('sort_value'));
  return sql`(select "id" from (${sql.join(parts, sql` union `)}) "found" order by ${sortValue}, ${direction(sql.identifier('id'))} limit ${params.limit} offset ${params.offset})`;
}

/**
 * The statements of a list page: `page` picks the ids of the page first, from the columns the filter and sort
 * read alone (an index-only scan where an index holds them), then reads those rows whole; `count` counts the
 * filtered list up to `cap` + 1 rows, a search through several fields part by part (`filterBranches`). Exported
 * for the bench, which explains their plans.
 *
 * @example
 * const { page, count, cap } = listStatements(app.db, served, { offset: 0, limit: 25, order: 'ASC' }, principal, 1000);
 */
export function listStatements(
  db: Db,
  served: ServedResource,
  params: ListParams,
  actor: Principal,
  countCap: number,
) {
  const { table, definition } = served;
  const filter = params.filter ?? {};
  const hidden = visibleTo(served, actor);
  // filterWhere's parts, one per searched field where the filter searches several; the filter whole otherwise.
  const searched = filterBranches(served, filter, db, actor.roles, { overlapping: true });
  const sorts = sortExpressions(served);
  const sortField = params.sort ?? definition.list?.sort?.field ?? 'id';
  const need = roleToLearn(definition.fields, sortField, actor.roles);
  if (need !== undefined) throw cannotLearn('Sorting', served, sortField, need);
  const sortBy = sorts.get(sortField) ?? table.id;
  const direction = params.order === 'DESC' ? desc : asc;
  const ids =
    searched.length > 1
      ? firstOfEach(db, served, searched, hidden, sortBy, params)
      : db
          .select({ id: table.id })
          .from(table)
          .where(and(searched[0], hidden))
          .orderBy(direction(sortBy), direction(table.id))
          .limit(params.limit)
          .offset(params.offset);
  const page = db
    .select()
    .from(table)
    .where(inArray(table.id, ids))
    .orderBy(direction(sortBy), direction(table.id));
  const cap = Math.max(countCap, params.offset + params.limit);
  const parts = filterBranches(served, filter, db, actor.roles).map(
    (branch) => sql`select 1 from ${table} where ${and(branch, hidden) ?? sql`true`}`,
  );
  const count = sql`select count(*)::int as n from (${sql.join(parts, sql` union all `)} limit ${cap + 1}) counted`;
  return { page, count, cap };
}

/**
 * A page of records with the total of the filtered list, sorted by the requested column then by id, leaving out
 * the rows the caller may not see at all. Records are complete: present them before answering. The total is
 * exact up to `countCap` rows (or the end of the page, if deeper); past it `moreThanTotal` says there are more:
 * counting a million rows takes ~0.3 s on PostgreSQL, counting to the cap a few ms.
 *
 * @example
 * const { records, total } = await listRecords(app.db, served, { offset: 0, limit: 25, order: 'ASC' }, principal, 10_000);
 */
export async function listRecords(
  db: Db,
  served: ServedResource,
  params: ListParams,
  actor: Principal,
  countCap: number,
): Promise<{ records: ApiRecord[]; total: number; moreThanTotal: boolean }> {
  const { page, count, cap } = listStatements(db, served, params, actor, countCap);
  const rows = await page;
  const [total] = rowsOf<{ n: number }>(await db.execute(count));
  const n = total?.n ?? 0;
  return { records: await enriched(db, served, rows), total: Math.min(n, cap), moreThanTotal: n > cap };
}

/**
 * One complete record, or 404 naming it (also when the caller may not see it); with `forUpdate` its row stays
 * locked until the transaction ends.
 *
 * @example
 * const before = await loadRecord(tx, served, 12, principal, { forUpdate: true });
 */
export async function loadRecord(
  db: Db,
  served: ServedResource,
  id: number,
  actor: Principal | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<ApiRecord> {
  const query = db
    .select()
    .from(served.table)
    .where(and(eq(served.table.id, id), visibleTo(served, actor)));
  const rows = options.forUpdate ? await query.for('update') : await query;
  const [record] = await enriched(db, served, rows);
  if (!record) throw notFound(`${served.definition.label.one} ${id}`);
  return record;
}
