import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dataAccessProblems } from '../../contract/dataAccessProblems';
import { offers } from '../../contract/offers';
import { storageOf } from './fieldStorage';
import type { ServedResource } from './ServedResource';

/**
 * Refuses, at start-up, a definition the server must not or cannot serve: one that leaves personal or money data
 * open (dataAccessProblems), a writable field with no column and no hook to write it (it would be accepted and
 * dropped), a create that could not fill a column that needs a value, a declared action or relation with no
 * handler, or a handler that no declaration names.
 *
 * @example
 * assertServable(serve(notes, notesTable)); // throws: 'notes.title has no column and no hook that writes it'
 */
export function assertServable(served: ServedResource): void {
  const { definition, hooks } = served;
  const [exposed] = dataAccessProblems(definition);
  if (exposed) throw new Error(exposed);
  const relations = new Set((definition.api.relations ?? []).map((relation) => relation.source));
  const [unhandled] = handlerProblems(served);
  if (unhandled) throw new Error(unhandled);
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

/** Declared actions and relations without their handler, and handlers that nothing declares (they would never run). */
function handlerProblems({ definition, hooks }: ServedResource): string[] {
  const declared = (definition.actions ?? []).map((action) => action.name);
  const relations = (definition.api.relations ?? []).map((relation) => relation.source);
  const handled = Object.keys(hooks.actions ?? {});
  const written = Object.keys(hooks.relations ?? {});
  return [
    ...declared
      .filter((name) => !handled.includes(name))
      .map((name) => `${definition.name}: action ${name} has no handler`),
    ...handled
      .filter((name) => !declared.includes(name))
      .map((name) => `${definition.name}: handler ${name} serves no declared action`),
    ...relations
      .filter((name) => !written.includes(name))
      .map((name) => `${definition.name}: relation ${name} has no write hook`),
    ...written
      .filter((name) => !relations.includes(name))
      .map((name) => `${definition.name}: relation hook ${name} serves no declared relation`),
  ];
}
