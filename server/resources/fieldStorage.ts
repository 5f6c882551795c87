import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ServedResource } from './ServedResource';

/**
 * Where a top-level field lives: in the column whose key is its source (a group or a list of sub-records as
 * one jsonb column), or nowhere, for the parts the resource's hooks compute or write elsewhere.
 */
export interface FieldStorage {
  field: FieldDefinition;
  column: PgColumn | undefined;
}

const cache = new WeakMap<ServedResource, Map<string, FieldStorage>>();

/**
 * The storage of every top-level field of a served resource, by source.
 *
 * @example
 * storageOf(served).get('details')?.column; // the studios.details jsonb column
 */
export function storageOf(served: ServedResource): Map<string, FieldStorage> {
  const known = cache.get(served);
  if (known) return known;
  const columns = getTableColumns(served.table) as Record<string, PgColumn>;
  const storage = new Map(
    served.definition.fields.map((field) => [field.source, { field, column: columns[field.source] }]),
  );
  cache.set(served, storage);
  return storage;
}

/** A column of the resource's table by key, if it has one (`version`, `updatedAt`). */
export function columnOf(served: ServedResource, key: string): PgColumn | undefined {
  return (getTableColumns(served.table) as Record<string, PgColumn>)[key];
}
