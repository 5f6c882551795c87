import { describe, expect, it } from 'vitest';
import { shorten } from './shorten';

describe('shorten', () => {
  it('keeps text of up to 50 characters', () => {
    const text = 'x'.repeat(50);
    expect(shorten(text)).toBe(text);
  });

  it('cuts text past 50 characters and adds an ellipsis', () => {
    expect(shorten('y'.repeat(51))).toBe(`${'y'.repeat(50)}…`);
  });

  it('takes another length', () => {
    expect(shorten('abcdef', 3)).toBe('abc…');
  });

  it('never splits an emoji', () => {
    expect(shorten('😀😀😀', 2)).toBe('😀😀…');
  });
});
