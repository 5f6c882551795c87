import queryString from 'query-string';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from './queryString';

// The shim stands in for query-string in the app's build (vite.config.ts): it must read and write what it does.
describe('queryString shim', () => {
  const queries = [
    '',
    '?page=2&perPage=25&sort=id&order=ASC',
    '?filter=%7B%22q%22%3A%22a%20b%22%7D&displayedFilters=%7B%7D',
    '?tag=a&tag=b&flag&empty=',
    '#?plus=a+b&bad=%E0%A4%A',
  ];

  it.each(queries)('parses %j as query-string does', (query) => {
    expect(parse(query)).toEqual(queryString.parse(query));
  });

  it('stringifies as query-string does', () => {
    const object = {
      sort: 'id',
      filter: JSON.stringify({ q: "it's (a) test*!", nested: { a: [1, 2] } }),
      page: 2,
      none: undefined,
      flag: null,
      tags: ['b', 'a'],
      bool: false,
    };
    expect(stringify(object)).toBe(queryString.stringify(object));
    expect(stringify({})).toBe('');
  });
});
