import { describe, expect, it } from 'vitest';
import { parseBankRows } from './parseBankRows';

describe('parseBankRows', () => {
  it('reads holder, IBAN and BIC by position, split by tab, semicolon or comma, keeping line numbers', () => {
    const text =
      'Ann;NL91ABNA0417164300;ABNANL2A\n\nBob\tDE89370400440532013000\n"Cleo ""C"", Ltd",BE68539007547034';
    expect(parseBankRows(text)).toEqual([
      { line: 1, holder: 'Ann', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
      { line: 3, holder: 'Bob', iban: 'DE89370400440532013000' },
      { line: 4, holder: 'Cleo "C", Ltd', iban: 'BE68539007547034' },
    ]);
  });

  it('follows the column order a header line names', () => {
    expect(parseBankRows('IBAN,Swift,Account holder\r\nNL91ABNA0417164300,ABNANL2A,Ann\r\n')).toEqual([
      { line: 2, holder: 'Ann', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
    ]);
  });

  it('reads nothing from blank text', () => {
    expect(parseBankRows(' \n\t\n')).toEqual([]);
  });
});
