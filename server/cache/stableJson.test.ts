import { describe, expect, it } from 'vitest';
import { stableJson } from './stableJson';

describe('stableJson', () => {
  it('gives the same text whatever the order of keys, leaving undefined out and arrays in order', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(stableJson({ a: { d: [2, 1] }, b: 1 }));
    expect(stableJson({ a: [1, 2] })).not.toBe(stableJson({ a: [2, 1] }));
  });
});
