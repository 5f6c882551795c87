import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../FieldDefinition';
import { bankChangeValuesSchema } from './bankChangeValuesSchema';

const text = (source: string, label: string, fourEyes = true): FieldDefinition => ({
  source,
  label,
  kind: 'text',
  maxLength: 34,
  ...(fourEyes ? { fourEyes } : {}),
});

const fields: FieldDefinition[] = [
  { source: 'name', label: 'Name', kind: 'text' },
  {
    source: 'bank',
    label: 'Bank',
    kind: 'group',
    fields: [
      text('iban', 'IBAN'),
      text('swift', 'SWIFT'),
      text('accountHolder', 'Account holder'),
      text('accountNumber', 'Account number'),
      text('bankName', 'Bank name', false),
    ],
  },
];
const schema = bankChangeValuesSchema(fields);
const problems = (values: unknown) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('bankChangeValuesSchema', () => {
  it('takes the four-eyes fields nested as the record holds them, IBAN and BIC as a transfer writes them', () => {
    expect(
      schema.parse({
        bank: {
          iban: 'nl91 abna 0417 1643 00',
          swift: 'abna nl 2a',
          accountHolder: ' Ann ',
          accountNumber: '',
        },
      }),
    ).toEqual({
      bank: { iban: 'NL91ABNA0417164300', swift: 'ABNANL2A', accountHolder: 'Ann', accountNumber: '' },
    });
  });

  it('names what is wrong with each value', () => {
    expect(problems({ bank: { iban: 'NL91ABNA0417164301', swift: 'ABN', accountHolder: '' } })).toEqual([
      ['bank.iban', 'IBAN check digits are wrong (mod 97)'],
      ['bank.swift', "BIC 'ABN' is not 8 or 11 characters of bank, country, location and branch code"],
      ['bank.accountHolder', 'Account holder is required'],
    ]);
    expect(problems({ bank: { iban: '' } })).toEqual([['bank.iban', 'IBAN is missing']]);
    expect(problems({ bank: { accountNumber: '•••• 4300' } })).toEqual([
      ['bank.accountNumber', 'Account number: type the new value, not the masked one'],
    ]);
  });

  it('refuses other fields, and a change without a value', () => {
    expect(problems({ bank: { bankName: 'ING' } })?.[0]).toEqual(['bank', 'Unrecognized key: "bankName"']);
    expect(problems({ name: 'x' })?.[0]?.[1]).toBe('Unrecognized key: "name"');
    expect(problems({})).toEqual([['', 'Enter at least one new value']]);
    expect(problems({ bank: {} })).toEqual([['', 'Enter at least one new value']]);
  });

  it('lets a BIC be cleared (a SEPA transfer needs none)', () => {
    expect(schema.parse({ bank: { swift: ' ' } })).toEqual({ bank: { swift: '' } });
  });

  it('refuses a four-eyes field that is not text, when the schema is built', () => {
    const dated: FieldDefinition = { source: 'since', label: 'Since', kind: 'date', fourEyes: true };
    expect(() => bankChangeValuesSchema([dated])).toThrow(
      'since changes under four eyes, so it must be a text field',
    );
  });
});
