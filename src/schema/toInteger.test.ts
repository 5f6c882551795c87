import { describe, expect, it } from 'vitest';
import { toInteger } from './toInteger';

describe('toInteger (number inputs convert entered text to an integer)', () => {
  it.each([
    ['42', 42],
    ['12.9', 12],
    ['-3', -3],
    ['', null],
    [7.8, 7],
    ['abc', 'abc'],
  ])('%j gives %j', (text, expected) => {
    expect(toInteger(text)).toBe(expected);
  });
});
