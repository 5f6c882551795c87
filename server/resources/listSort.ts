import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findField } from '../../contract/findField';
import { storageOf } from './fieldStorage';
import type { ServedResource } from './ServedResource';

/** Kinds that hold a value with an order; lists, groups, images and id lists have none. */
const SORTABLE = new Set([
  'text',
  'email',
  'integer',
  'money',
  'date',
  'datetime',
  'enum',
  'boolean',
  'reference',
]);

/**
 * What a list may be sorted by: `id`, and the sortable columns it shows or sorts by default, each with the
 * expression it sorts on (text without regard to case, on the same `lower(col) collate "C"` expression the
 * username and name indexes hold).
 *
 * @example
 * sortExpressions(served).get('username'); // sql`lower("username") collate "C"`
 */
export function sortExpressions(served: ServedResource): Map<string, SQL | PgColumn> {
  const { definition } = served;
  const paths = new Set([...(definition.list?.columns ?? []), definition.list?.sort?.field ?? 'id']);
  const sorts = new Map<string, SQL | PgColumn>([['id', served.table.id]]);
  for (const path of paths) {
    const field = findField(definition.fields, path);
    const [head, ...rest] = path.split('.');
    const column = storageOf(served).get(head ?? '')?.column;
    if (!field || !column || !SORTABLE.has(field.kind) || (field.kind === 'reference' && field.multiple))
      continue;
    const inJson = sql`(${column} #>> ${`{${rest.join(',')}}`})`;
    // A number inside a jsonb part comes out as text, where '1000' sorts before '129'.
    const numeric = field.kind === 'integer' || field.kind === 'money';
    const value = rest.length === 0 ? column : numeric ? sql`(${inJson})::numeric` : inJson;
    sorts.set(
      path,
      field.kind === 'text' || field.kind === 'email' ? sql`lower(${value}) collate "C"` : value,
    );
  }
  return sorts;
}
