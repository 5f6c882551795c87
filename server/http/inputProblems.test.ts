import { describe, expect, it } from 'vitest';
import { INT4_MAX, inputProblems, MAX_DEPTH } from './inputProblems';

const nest = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
};

describe('inputProblems', () => {
  it('names text with NUL or a lone surrogate by its path, in values and in keys', () => {
    expect(inputProblems({ user: { name: 'a\u0000b' }, tags: ['ok', '\ud800'] })).toEqual(
      expect.arrayContaining([
        { path: ['user', 'name'], problem: 'Text contains a NUL character' },
        { path: ['tags', '1'], problem: 'Text contains a lone surrogate (not valid Unicode)' },
      ]),
    );
    expect(inputProblems({ prefs: { ['x\udfff']: 1 } })).toEqual([
      { path: ['prefs'], problem: 'A field name contains a lone surrogate (not valid Unicode)' },
    ]);
  });

  it('passes what the database stores: emoji (paired surrogates), accents, int4 numbers', () => {
    expect(
      inputProblems({ text: 'Zoë 😀 \t\n', ids: [1, INT4_MAX, -INT4_MAX], ok: true, none: null }),
    ).toEqual([]);
  });

  it('refuses numbers beyond the int4 range', () => {
    expect(inputProblems({ id: INT4_MAX + 1 })).toEqual([
      { path: ['id'], problem: expect.stringMatching(/between/) },
    ]);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels, at any depth without overflowing the stack`, () => {
    expect(inputProblems(nest(MAX_DEPTH))).toEqual([]);
    const [deep] = inputProblems(nest(MAX_DEPTH + 1));
    expect(deep).toEqual({
      path: Array(MAX_DEPTH).fill('a'),
      problem: `Nested deeper than ${MAX_DEPTH} levels`,
    });
    expect(inputProblems(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toHaveLength(1);
  });
});
