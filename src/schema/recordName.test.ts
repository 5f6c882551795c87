import { describe, expect, it } from 'vitest';
import { recordName } from './recordName';

describe('recordName', () => {
  const definition = { recordRepresentation: 'username' };

  it('gives the representation value as text', () => {
    expect(recordName(definition, { id: 7, username: 'ann' })).toBe('ann');
    expect(recordName({ recordRepresentation: 'number' }, { id: 7, number: 42 })).toBe('42');
  });

  it('gives nothing for a record not loaded or without a name', () => {
    expect(recordName(definition, undefined)).toBeUndefined();
    expect(recordName(definition, { id: 7, username: '' })).toBeUndefined();
    expect(recordName(definition, { id: 7, username: null })).toBeUndefined();
  });
});
