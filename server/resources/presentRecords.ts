import type { FieldDefinition } from '../../contract/FieldDefinition';
import { mayReadField } from '../../contract/mayReadField';
import { fieldMasking, masksFor, type FieldMasking } from '../../contract/fieldMasking';
import { MASK, maskValue } from '../../contract/masking';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Db';
import { imageDataUrls, imageIdOf } from './imageStore';
import type { ApiRecord, ServedResource } from './ServedResource';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks the fields a caller may read, with the value each shows: hidden, masked, or as stored. */
function visit(
  fields: readonly FieldDefinition[],
  values: Values,
  roles: readonly string[],
  outer: FieldMasking | undefined,
  images: Set<number>,
): Values {
  const shown: Values = { ...values };
  for (const field of fields) {
    if (!(field.source in values)) continue;
    if (field.writeOnly || !mayReadField(field, roles)) {
      delete shown[field.source];
      continue;
    }
    const value = values[field.source];
    const masking = fieldMasking(field, outer);
    if (field.kind === 'group') {
      shown[field.source] = isObject(value) ? visit(field.fields, value, roles, masking, images) : value;
    } else if (field.kind === 'list') {
      shown[field.source] = Array.isArray(value)
        ? value.map((item) => (isObject(item) ? visit(field.fields, item, roles, masking, images) : item))
        : value;
    } else if (masksFor(masking, roles)) {
      shown[field.source] = field.kind === 'image' && value ? MASK : maskValue(value);
    } else if (field.kind === 'image') {
      const id = imageIdOf(value);
      if (id !== undefined) images.add(id);
    }
  }
  return shown;
}

function inlineImages(fields: readonly FieldDefinition[], values: Values, urls: Map<number, string>): void {
  for (const field of fields) {
    const value = values[field.source];
    if (field.kind === 'group' && isObject(value)) inlineImages(field.fields, value, urls);
    if (field.kind === 'list' && Array.isArray(value))
      value.forEach((item) => isObject(item) && inlineImages(field.fields, item, urls));
    const id = field.kind === 'image' ? imageIdOf(value) : undefined;
    if (id !== undefined) values[field.source] = urls.get(id) ?? null;
  }
}

/**
 * Records as this caller may see them (the server is the only enforcement point): fields whose read role the
 * caller lacks and write-only fields are left out, private data is masked (always, or for those who lack the role
 * that reveals it), and the images the caller may see
 * come inline as `data:` URLs.
 *
 * @example
 * const [shown] = await presentRecords(app.db, served, [record], principal);
 */
export async function presentRecords(
  db: Db,
  served: ServedResource,
  records: readonly ApiRecord[],
  actor: Principal,
): Promise<ApiRecord[]> {
  const images = new Set<number>();
  const shown = records.map((record) =>
    visit(served.definition.fields, record, actor.roles, undefined, images),
  );
  if (images.size === 0) return shown;
  const urls = await imageDataUrls(db, [...images]);
  for (const record of shown) inlineImages(served.definition.fields, record, urls);
  return shown;
}
