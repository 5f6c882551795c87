import { describe, expect, it } from 'vitest';
import { referencedIds } from './referencedIds';

describe('referencedIds', () => {
  it('reads one id, a list of ids, or records carrying them', () => {
    expect(referencedIds(7)).toEqual([7]);
    expect(referencedIds(['a', 2, { id: 3 }])).toEqual(['a', 2, 3]);
  });

  it('leaves out what names nothing', () => {
    expect(referencedIds(null)).toEqual([]);
    expect(referencedIds(undefined)).toEqual([]);
    expect(referencedIds(['', true, { name: 'x' }])).toEqual([]);
  });
});
