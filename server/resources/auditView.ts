import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ApiRecord } from './ServedResource';

const isObject = (value: unknown): value is ApiRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record as its history shows it: groups spread into dotted fields (`details.city`), so an entry names the
 * one detail that changed; write-only and derived fields left out; and the private fields to conceal.
 *
 * @example
 * auditView(studios.fields, record).values['details.iban']; // 'NL91…', listed in `conceal`
 */
export function auditView(
  fields: readonly FieldDefinition[],
  record: ApiRecord | undefined,
): { values: ApiRecord; conceal: Set<string> } {
  const values: ApiRecord = {};
  const conceal = new Set<string>();
  const walk = (inner: readonly FieldDefinition[], source: ApiRecord, prefix: string, masked: boolean) => {
    for (const field of inner) {
      if (field.writeOnly || field.derived || !(field.source in source)) continue;
      const path = `${prefix}${field.source}`;
      const value = source[field.source];
      const hidden = masked || Boolean(field.masked);
      if (field.kind === 'group' && isObject(value)) {
        walk(field.fields, value, `${path}.`, hidden);
        continue;
      }
      values[path] = value;
      if (hidden || (field.kind === 'list' && field.fields.some((item) => item.masked))) conceal.add(path);
    }
  };
  if (record) walk(fields, record, '', false);
  for (const key of ['id', 'version']) if (record && key in record) values[key] = record[key];
  return { values, conceal };
}
