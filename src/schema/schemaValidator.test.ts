import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { schemaValidator } from './schemaValidator';

const fields: FieldDefinition[] = [
  { source: 'name', label: 'Name', kind: 'text', required: true },
  { source: 'startDate', label: 'Start', kind: 'date' },
  { source: 'endDate', label: 'End', kind: 'date', notBefore: 'startDate' },
];

describe('schemaValidator', () => {
  it('puts an end before its start on the end field, beside the other fields’ errors', () => {
    const validate = schemaValidator(fields, 'create');
    expect(validate({ startDate: '2026-12-02', endDate: '2026-12-01' })).toEqual({
      name: 'Name is required',
      endDate: 'End must not be before Start',
    });
    expect(validate({ name: 'Winter', startDate: '2026-12-01', endDate: '2026-12-01' })).toEqual({});
  });
});
