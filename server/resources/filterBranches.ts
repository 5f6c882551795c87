import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { filterPlans, filterWhere } from './listFilters';
import type { ServedResource } from './ServedResource';

/**
 * A parsed filter as conditions whose union holds exactly the rows of `filterWhere`: a search through several
 * fields (username or email) gives one per field, each leaving out the rows an earlier one holds (`overlapping`:
 * not, for a page's ids, which the union of each part's first rows dedupes); any other filter gives itself alone.
 * Read part by part, each part reads one index alone (index-only where it covers them), where their OR reads every
 * matching row of the table.
 *
 * @example
 * filterBranches(served, { q: 'anna' }, app.db, roles); // [username like 'anna%', email like 'anna%' and not the first]
 */
export function filterBranches(
  served: ServedResource,
  filter: Record<string, unknown>,
  db: Db,
  roles: readonly string[],
  { overlapping = false } = {},
): (SQL | undefined)[] {
  const plans = filterPlans(served);
  const search = Object.entries(filter).find(
    ([name, value]) => value !== undefined && plans.get(name)?.alternatives,
  );
  const whole = filterWhere(served, filter, db, roles);
  if (!search) return [whole];
  const [name, value] = search;
  const alternatives = plans.get(name)!.alternatives!(value as never, db, roles);
  if (alternatives.length < 2) return [whole];
  const rest = filterWhere(served, { ...filter, [name]: undefined }, db, roles);
  return alternatives.map((alternative, index) =>
    and(
      rest,
      alternative,
      ...(overlapping ? [] : alternatives.slice(0, index).map((earlier) => sql`(${earlier}) is not true`)),
    ),
  );
}
