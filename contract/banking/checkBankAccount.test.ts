import { describe, expect, it } from 'vitest';
import { checkBankAccount } from './checkBankAccount';

describe('checkBankAccount', () => {
  it('accepts a SEPA account written with spaces, without a BIC, and says it is SEPA', () => {
    expect(checkBankAccount({ holder: 'Ann de Vries', iban: 'nl91 abna 0417 1643 00' })).toEqual({
      iban: 'NL91ABNA0417164300',
      bic: '',
      country: 'NL',
      sepa: true,
      errors: [],
    });
  });

  it('names wrong check digits (mod 97)', () => {
    expect(checkBankAccount({ holder: 'Ann', iban: 'NL91ABNA0417164301' }).errors).toEqual([
      'IBAN check digits are wrong (mod 97)',
    ]);
  });

  it('names a wrong length with the length the country expects, and nothing else about the IBAN', () => {
    expect(checkBankAccount({ holder: 'Ann', iban: 'DE8937040044053201300' }).errors).toEqual([
      'IBAN has 21 characters; DE IBANs have 22',
    ]);
  });

  it('names an unknown country, a missing IBAN and a missing holder', () => {
    expect(checkBankAccount({ holder: 'Ann', iban: 'XX91ABNA0417164300' }).errors).toEqual([
      "IBAN country 'XX' is unknown",
      'BIC is missing; transfers outside SEPA need one',
    ]);
    expect(checkBankAccount({ holder: '  ', bic: 'ABNANL2A' }).errors).toEqual([
      'Account holder is missing',
      'IBAN is missing',
    ]);
  });

  it('checks the BIC format and asks for a BIC outside SEPA', () => {
    const brazil = 'BR1800360305000010009795493C1';
    expect(checkBankAccount({ holder: 'Bia', iban: brazil })).toMatchObject({
      country: 'BR',
      sepa: false,
      errors: ['BIC is missing; transfers outside SEPA need one'],
    });
    expect(checkBankAccount({ holder: 'Bia', iban: brazil, bic: 'CEFXBRSPXXX' }).errors).toEqual([]);
    expect(checkBankAccount({ holder: 'Ann', iban: 'NL91ABNA0417164300', bic: 'ABNA-NL' }).errors).toEqual([
      "BIC 'ABNANL' is not 8 or 11 characters of bank, country, location and branch code",
    ]);
  });
});
