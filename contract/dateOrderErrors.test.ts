import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './FieldDefinition';
import { dateOrderErrors } from './dateOrderErrors';

const fields: FieldDefinition[] = [
  { source: 'startDate', label: 'Start', kind: 'date' },
  { source: 'endDate', label: 'End', kind: 'date', notBefore: 'startDate' },
];

describe('dateOrderErrors', () => {
  it('names the field that comes before the date it may not precede', () => {
    expect(dateOrderErrors(fields, { startDate: '2026-12-01', endDate: '2026-11-30' })).toEqual({
      endDate: 'End must not be before Start',
    });
  });

  it('accepts the same day, a later day, and either date left empty', () => {
    expect(dateOrderErrors(fields, { startDate: '2026-12-01', endDate: '2026-12-01' })).toEqual({});
    expect(dateOrderErrors(fields, { startDate: '2026-12-01', endDate: '2027-01-01' })).toEqual({});
    expect(dateOrderErrors(fields, { startDate: null, endDate: '2020-01-01' })).toEqual({});
    expect(dateOrderErrors(fields, { startDate: '2026-12-01', endDate: '' })).toEqual({});
  });
});
