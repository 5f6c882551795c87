import { describe, expect, it } from 'vitest';
import { intParam, jsonParam, listQuery } from './queryParams';
import { z } from 'zod';

describe('query parameters', () => {
  it('reads plain digits as integers and nothing else', () => {
    const id = intParam();
    expect(id.parse('42')).toBe(42);
    expect(id.parse(7)).toBe(7);
    for (const bad of ['1e3', '0x10', ' 7', '7 ', '1.5', '', '-1', '0', 'true']) {
      expect(id.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('decodes JSON parameters and leaves broken JSON for the schema to refuse', () => {
    const filter = jsonParam(z.object({ q: z.string() }).strict());
    expect(filter.parse('{"q":"x"}')).toEqual({ q: 'x' });
    expect(filter.safeParse('{broken').success).toBe(false);
  });

  it('fills list defaults', () => {
    expect(listQuery(z.object({}), ['id']).parse({})).toEqual({ page: 1, perPage: 25, order: 'ASC' });
  });
});
