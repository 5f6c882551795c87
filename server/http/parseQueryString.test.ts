import { describe, expect, it } from 'vitest';
import { parseQueryString } from './parseQueryString';

describe('parseQueryString', () => {
  it('turns bracket keys and repeated keys into arrays, leaves JSON as text', () => {
    expect(parseQueryString('ids[]=1&ids[]=2&tag=a&tag=b&filter=%7B%22q%22%3A%22x%22%7D&one[]=7')).toEqual({
      ids: ['1', '2'],
      tag: ['a', 'b'],
      filter: '{"q":"x"}',
      one: ['7'],
    });
  });

  it('lets a plain key win over nothing and decodes +', () => {
    expect(parseQueryString('q=a+b')).toEqual({ q: 'a b' });
  });

  it('reads keys named like Object.prototype’s members as plain parameters', () => {
    expect(parseQueryString('toString=&constructor=x&hasOwnProperty=1')).toEqual({
      toString: '',
      constructor: 'x',
      hasOwnProperty: '1',
    });
  });
});
