import type { FieldDefinition } from '../contract/FieldDefinition';
import type { ListFilter } from '../contract/ResourceDefinition';

/** The record's id: shown on its page once it exists, never typed. */
export const idField: FieldDefinition = {
  source: 'id',
  label: 'ID',
  kind: 'integer',
  readOnly: true,
  editOnly: true,
};

/**
 * The name a record is known by among its kind, unique, of 2 to `maxLength` characters.
 *
 * @example
 * fields: [idField, uniqueName(80), …]
 */
export function uniqueName(maxLength: number): FieldDefinition {
  return {
    source: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    minLength: 2,
    maxLength,
    unique: true,
  };
}

/** The list's search box, always shown, finding records whose name contains the text. */
export const nameSearch: ListFilter = {
  source: 'q',
  label: 'Name',
  kind: 'text',
  alwaysOn: true,
  search: { fields: ['name'], match: 'contains' },
};
