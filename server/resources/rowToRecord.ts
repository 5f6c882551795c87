import type { FieldDefinition } from '../../contract/FieldDefinition';
import { storageOf } from './fieldStorage';
import type { ApiRecord, ServedResource } from './ServedResource';

function fromColumn(field: FieldDefinition, value: unknown): unknown {
  if (!(value instanceof Date)) return value ?? null;
  return field.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
}

/**
 * A stored row as the API's record: each stored field under its source (dates as ISO text), plus `version`.
 * Computed parts are added by the resource's `enrich` hook; nothing is hidden or masked yet (presentRecords).
 *
 * @example
 * const record = rowToRecord(served, row); // { id: 3, name: 'Night shift', …, version: 2 }
 */
export function rowToRecord(served: ServedResource, row: Record<string, unknown>): ApiRecord {
  const record: ApiRecord = { id: row.id };
  for (const { field, column } of storageOf(served).values()) {
    if (column) record[field.source] = fromColumn(field, row[field.source]);
  }
  if ('version' in row) record.version = row.version;
  return record;
}
