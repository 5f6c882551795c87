import { describe, expect, it } from 'vitest';
import { referenceIds } from './referenceIds';

describe('referenceIds', () => {
  it('reads the ids typed with commas, keeping what is no id for validation to name', () => {
    expect(referenceIds('3, 12,')).toEqual([3, 12]);
    expect(referenceIds('3, x')).toEqual([3, 'x']);
    expect(referenceIds('')).toEqual([]);
    expect(referenceIds(null)).toEqual([]);
  });
});
