import { describe, expect, it } from 'vitest';
import { toCsv } from './toCsv';

describe('toCsv', () => {
  it('writes a header of labels and quotes what needs quoting', () => {
    const columns = [
      { label: 'Username', value: (row: Record<string, unknown>) => row.username },
      { label: 'Groups', value: (row: Record<string, unknown>) => row.groups },
    ];
    expect(
      toCsv(columns, [{ username: 'ann "the admin"', groups: ['Support', 'Tech'] }, { username: 'bob' }]),
    ).toBe('Username,Groups\r\n"ann ""the admin""","Support, Tech"\r\nbob,');
  });
});
