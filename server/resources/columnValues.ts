import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { Db } from '../db/Db';
import { columnOf, storageOf } from './fieldStorage';
import { storeImage } from './imageStore';
import type { ApiRecord, ServedResource, WriteContext } from './ServedResource';

const isObject = (value: unknown): value is ApiRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value as its column keeps it: uploads stored as image references, lists of options in order. */
async function stored(db: Db, field: FieldDefinition, path: string, value: unknown, before: unknown) {
  switch (field.kind) {
    case 'image':
      return storeImage(db, path, field.label, value);
    case 'datetime':
      return typeof value === 'string' ? new Date(value) : value;
    case 'enum':
      return Array.isArray(value) ? [...new Set(value.map(String))].sort() : value;
    case 'group': {
      // An update sends a group's changed keys only: the rest of it stays as stored.
      if (!isObject(value)) return value;
      const merged: ApiRecord = isObject(before) ? { ...before } : {};
      for (const inner of field.fields) {
        if (inner.source in value)
          merged[inner.source] = await stored(
            db,
            inner,
            `${path}.${inner.source}`,
            value[inner.source],
            merged[inner.source],
          );
      }
      return merged;
    }
    case 'list':
      if (!Array.isArray(value)) return value;
      return Promise.all(
        value.map(async (item, index) => {
          if (!isObject(item)) return item;
          const next: ApiRecord = { ...item };
          for (const inner of field.fields)
            if (inner.source in item)
              next[inner.source] = await stored(
                db,
                inner,
                `${path}.${index}.${inner.source}`,
                item[inner.source],
                undefined,
              );
          return next;
        }),
      );
    default:
      return value;
  }
}

/**
 * The column values a validated input writes: each stored field under its column key, groups merged into what
 * is stored, uploads stored, plus what the resource's `toColumns` hook makes of the rest (a password's hash)
 * and `updatedAt` where the table keeps it.
 *
 * @example
 * await tx.update(table).set(await columnValues(context, served, { details: { city: 'Utrecht' } }, before));
 */
export async function columnValues(
  context: WriteContext,
  served: ServedResource,
  input: ApiRecord,
  before: ApiRecord | undefined,
): Promise<ApiRecord> {
  const db = context.tx;
  const values: ApiRecord = {};
  for (const [source, value] of Object.entries(input)) {
    const storage = storageOf(served).get(source);
    if (!storage?.column) continue;
    values[source] = await stored(db, storage.field, source, value, before?.[source]);
  }
  if (served.hooks.toColumns) Object.assign(values, await served.hooks.toColumns(input, context));
  if (before && columnOf(served, 'updatedAt')) values.updatedAt = new Date();
  return values;
}
