import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields';
import type { FieldDefinition } from './FieldDefinition';

const fields: FieldDefinition[] = [
  { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
  { source: 'name', label: 'Name', kind: 'text' },
  { source: 'roles', label: 'Roles', kind: 'enum', multiple: true, choices: [] },
  {
    source: 'details',
    label: 'Details',
    kind: 'group',
    fields: [
      { source: 'city', label: 'City', kind: 'text' },
      { source: 'iban', label: 'IBAN', kind: 'text' },
    ],
  },
];

const loaded = {
  id: 1,
  name: 'Studio A',
  roles: ['A', 'B'],
  details: { city: 'Utrecht', iban: 'NL01' },
  version: 2,
};

describe('changedFields', () => {
  it('gives nothing when nothing changed, even with empty values in other shapes', () => {
    expect(changedFields(fields, { ...loaded, note: null }, { ...loaded, note: '' })).toEqual({});
  });

  it('keeps only changed fields, nested groups with only their changed keys', () => {
    const next = { ...loaded, name: 'Studio B', details: { city: 'Utrecht', iban: 'NL02' } };
    expect(changedFields(fields, loaded, next)).toEqual({ name: 'Studio B', details: { iban: 'NL02' } });
  });

  it('sees a changed list as changed, including its order', () => {
    expect(changedFields(fields, loaded, { ...loaded, roles: ['B', 'A'] })).toEqual({ roles: ['B', 'A'] });
  });

  it('never sends read-only fields; sends a cleared text as empty text and a cleared list as null', () => {
    expect(changedFields(fields, loaded, { ...loaded, id: 99, name: null, roles: null })).toEqual({
      name: '',
      roles: null,
    });
  });
});
