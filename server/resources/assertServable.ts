import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dataAccessProblems } from '../../contract/dataAccessProblems';
import { offers } from '../../contract/offers';
import { storageOf } from './fieldStorage';
import type { ServedResource } from './ServedResource';

/**
 * Refuses, at start-up, a definition the server must not or cannot serve: one that leaves personal or money data
 * open (dataAccessProblems), a writable field with no column and no hook to write it (it would be accepted and
 * dropped), a create that could not fill a column that needs a value.
 *
 * @example
 * assertServable(serve(notes, notesTable)); // throws: 'notes.title has no column and no hook that writes it'
 */
export function assertServable(served: ServedResource): void {
  const { definition, hooks } = served;
  const [exposed] = dataAccessProblems(definition);
  if (exposed) throw new Error(exposed);
  const relations = new Set((definition.api.relations ?? []).map((relation) => relation.source));
  for (const { field, column } of storageOf(served).values()) {
    const written = !field.readOnly && !relations.has(field.source);
    if (written && !column && !hooks.toColumns && !hooks.afterWrite)
      throw new Error(`${definition.name}.${field.source} has no column and no hook that writes it`);
  }
  if (!offers(definition, 'create')) return;
  for (const [key, column] of Object.entries(getTableColumns(served.table) as Record<string, PgColumn>)) {
    const field = storageOf(served).get(key)?.field;
    const filled =
      column.hasDefault || !column.notNull || (field?.required && !field.readOnly && !field.editOnly);
    if (!filled)
      throw new Error(`${definition.name}: a new record needs ${key}, which no required field gives`);
  }
}
