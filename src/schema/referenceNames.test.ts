import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { referenceNames } from './referenceNames';

describe('referenceNames', () => {
  it('names each referenced record, says which no longer exist, and falls back to ids when none are at hand', () => {
    const groups = [
      { id: 1, name: 'Support' },
      { id: 2, name: '' },
    ];
    const represent = (record: RaRecord) => record.name as string;
    expect(referenceNames([5, 1, 2], groups, represent)).toBe('#5 (deleted), Support, #2');
    expect(referenceNames([1, 2], undefined, represent)).toBe('#1, #2');
  });
});
