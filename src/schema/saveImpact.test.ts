import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { saveImpact } from './saveImpact';

const groups = {
  saveImpact: { count: 'performerCount', one: 'performer', many: 'performers' },
} as ResourceDefinition;

describe('saveImpact', () => {
  it('says how many records a change reaches, by the record’s count', () => {
    expect(saveImpact(groups, { performerCount: 1234 })).toEqual({
      count: 1234,
      text: 'This change affects 1.234 performers',
    });
    expect(saveImpact(groups, { performerCount: 1 })?.text).toBe('This change affects 1 performer');
    expect(saveImpact(groups, { performerCount: 0 })?.text).toBe('This change affects 0 performers');
  });

  it('says nothing without a declaration or a count', () => {
    expect(saveImpact({} as ResourceDefinition, { performerCount: 3 })).toBeUndefined();
    expect(saveImpact(groups, { id: 1 })).toBeUndefined();
    expect(saveImpact(groups, undefined)).toBeUndefined();
  });
});
