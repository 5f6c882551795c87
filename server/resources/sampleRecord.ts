import { fieldMasking, type FieldMasking } from '../../contract/fieldMasking';
import type { FieldDefinition, TextField } from '../../contract/FieldDefinition';
import type { Access } from '../http/Access';
import { accessOf } from './operationAccess';
import type { ApiRecord } from './ServedResource';

/** A 1x1 PNG: the smallest upload that passes the image checks. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const TEXT_CANDIDATES = ['Sample', 'sample.example.com', 'SAMPLE1', 'sample-1'];

function sampleText(field: TextField): string {
  const fits = (text: string) => !field.pattern || new RegExp(field.pattern.regex).test(text);
  const text = TEXT_CANDIDATES.find(fits) ?? 'Sample';
  return text.padEnd(field.minLength ?? 0, 'x');
}

function sampleValue(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'text':
      return sampleText(field);
    case 'email':
      return 'sample@example.com';
    case 'integer':
      return field.min ?? 1;
    case 'money':
      return 100;
    case 'date':
      return '2026-01-01';
    case 'datetime':
      return '2026-01-01T00:00:00.000Z';
    case 'enum':
      return field.multiple ? [field.choices[0]?.id] : field.choices[0]?.id;
    case 'boolean':
      return false;
    case 'image':
      return TINY_PNG;
    case 'reference':
      return field.multiple ? [1] : 1;
    case 'group':
      return sampleRecord(field.fields, 'create');
    case 'list':
      return [];
  }
}

const writable = (field: FieldDefinition) => !field.readOnly && !field.writeOnly;

/**
 * A valid body for generated tests (the authorization walk, the bad-input properties): on create every
 * required field, on edit the first field that can be changed.
 *
 * @example
 * sampleRecord(groups.fields, 'create'); // { name: 'Sample' }
 */
export function sampleRecord(fields: readonly FieldDefinition[], mode: 'create' | 'edit'): ApiRecord {
  const chosen =
    mode === 'create'
      ? fields.filter((field) => writable(field) && !field.editOnly && field.required)
      : fields
          .filter((field) => writable(field) && field.kind !== 'group' && field.kind !== 'list')
          .slice(0, 1);
  return Object.fromEntries(chosen.map((field) => [field.source, sampleValue(field)]));
}

/**
 * The first masked field, for a sample reveal (`private.account_state`, `details.iban`), with the role a reveal of
 * it needs beyond the record's show rule: that field's own.
 *
 * @example
 * sampleReveal(studios.fields); // { field: 'details.iban', alsoNeeds: 'REVENUE_PLATFORM' }
 */
export function sampleReveal(
  fields: readonly FieldDefinition[],
  prefix = '',
  outer?: FieldMasking,
): { field: string; alsoNeeds: Access } | undefined {
  for (const field of fields) {
    const masking = fieldMasking(field, outer);
    if (field.kind === 'group') {
      const inner = sampleReveal(field.fields, `${prefix}${field.source}.`, masking);
      if (inner) return inner;
    } else if (masking && field.kind !== 'list')
      return { field: `${prefix}${field.source}`, alsoNeeds: accessOf(masking.reveal) };
  }
  return undefined;
}
