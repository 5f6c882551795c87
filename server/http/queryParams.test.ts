import { describe, expect, it } from 'vitest';
import { idsParam, intParam, jsonParam, listQuery } from './queryParams';
import { z } from 'zod';

describe('query parameters', () => {
  it('reads plain digits as integers and nothing else', () => {
    const id = intParam();
    expect(id.parse('42')).toBe(42);
    expect(id.parse(7)).toBe(7);
    expect(id.parse('2147483647')).toBe(2147483647);
    for (const bad of ['1e3', '0x10', ' 7', '7 ', '1.5', '', '-1', '0', 'true', '2147483648']) {
      expect(id.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('decodes JSON parameters and leaves broken JSON for the schema to refuse', () => {
    const filter = jsonParam(z.object({ q: z.string() }).strict());
    expect(filter.parse('{"q":"x"}')).toEqual({ q: 'x' });
    expect(filter.safeParse('{broken').success).toBe(false);
  });

  it('refuses JSON holding what the database cannot store, naming the path inside it', () => {
    const filter = z.object({ filter: jsonParam(z.object({ q: z.string() }).strict()) });
    const issues = filter.safeParse({ filter: JSON.stringify({ q: 'a\u0000' }) }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ path: ['filter', 'q'], message: 'Text contains a NUL character' }),
    ]);
  });

  it('reads one id or several as a list of at most 500', () => {
    const ids = idsParam();
    expect(ids.parse('3')).toEqual([3]);
    expect(ids.parse([1, '2'])).toEqual([1, 2]);
    expect(ids.safeParse(['1', 'x']).success).toBe(false);
    expect(ids.safeParse(Array.from({ length: 501 }, (_, index) => index + 1)).success).toBe(false);
  });

  it('fills list defaults', () => {
    expect(listQuery(z.object({}), ['id']).parse({})).toEqual({ page: 1, perPage: 25, order: 'ASC' });
  });

  it('takes pages of up to 1000 rows', () => {
    const query = listQuery(z.object({}), ['id']);
    expect(query.parse({ perPage: '1000' }).perPage).toBe(1000);
    expect(query.safeParse({ perPage: '1001' }).success).toBe(false);
  });
});
