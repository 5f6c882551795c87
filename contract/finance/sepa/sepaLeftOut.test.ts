import { describe, expect, it } from 'vitest';
import { sepaLeftOut } from './sepaLeftOut';

const paid = { amount: 1250, accountHolder: 'Anna Berg', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' };

describe('sepaLeftOut', () => {
  it('says why an invoice is not in the SEPA file: nothing to pay, bad bank data, not SEPA', () => {
    expect(sepaLeftOut(paid)).toBeNull();
    expect(sepaLeftOut({ ...paid, amount: 0 })).toMatch(/^Nothing to pay/);
    expect(sepaLeftOut({ ...paid, amount: -300 })).toMatch(/^Nothing to pay/);
    expect(sepaLeftOut({ ...paid, iban: '' })).toBe('Bank data: IBAN is missing');
    expect(sepaLeftOut({ ...paid, iban: 'NL91ABNA0417164301' })).toMatch(/^Bank data: IBAN check digits/);
    // Brazil: a valid IBAN outside SEPA.
    expect(sepaLeftOut({ ...paid, iban: 'BR1800360305000010009795493C1', bic: 'CITIBRBR' })).toBe(
      'Not a SEPA account: pay it by hand',
    );
  });
});
