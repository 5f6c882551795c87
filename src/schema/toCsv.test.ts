import { describe, expect, it } from 'vitest';
import { toCsv } from './toCsv';

const one = (value: unknown) => toCsv([{ label: 'Cell', value: () => value }], [{}]).split('\r\n')[1];

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

  it('neutralises text a spreadsheet would run as a formula: a leading quote, and quoted', () => {
    expect(one('=HYPERLINK("http://x.example","click")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""click"")"`,
    );
    expect(one("+1+cmd|' /C calc'!A0")).toBe(`"'+1+cmd|' /C calc'!A0"`);
    expect(one('-2+3')).toBe(`"'-2+3"`);
    expect(one('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(one('\t=1')).toBe(`"'\t=1"`);
    expect(one('\r=1')).toBe(`"'\r=1"`);
    expect(one(['=1', 'Tech'])).toBe(`"'=1, Tech"`);
  });

  it('leaves numbers, text that is only a number, and other text as they are', () => {
    expect(one(-5)).toBe('-5');
    expect(one('-1.234,56')).toBe('"-1.234,56"');
    expect(one('+31')).toBe('+31');
    expect(one('a=1')).toBe('a=1');
    expect(one('ann@wse.example')).toBe('ann@wse.example');
  });
});
