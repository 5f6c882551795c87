import { describe, expect, it } from 'vitest';
import { encodeQuery } from './encodeQuery';

const decoded = (query: string) => [...new URLSearchParams(query)];

describe('encodeQuery', () => {
  it('writes scalars as text and objects as JSON strings', () => {
    expect(decoded(encodeQuery({ q: 'a b', page: 1, on: true, filter: { role: 'X' } }))).toEqual([
      ['q', 'a b'],
      ['page', '1'],
      ['on', 'true'],
      ['filter', '{"role":"X"}'],
    ]);
  });

  it('writes arrays in bracket notation, items of objects as JSON, and keeps an empty array', () => {
    expect(decoded(encodeQuery({ ids: [1, 2], rows: [{ a: 1 }], none: [] }))).toEqual([
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['rows[]', '{"a":1}'],
      ['none', '[]'],
    ]);
  });

  it('leaves out undefined and null', () => {
    expect(encodeQuery({ a: undefined, b: null })).toBe('');
  });
});
