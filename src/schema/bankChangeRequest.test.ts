import { describe, expect, it } from 'vitest';
import { bankChangeValuesSchema } from '../../contract/banking/bankChangeValuesSchema';
import performers from '../../resources/performers';
import { bankChangeRequest } from './bankChangeRequest';

const schema = bankChangeValuesSchema(performers.fields);
const read = (form: Record<string, unknown>) => bankChangeRequest(performers.fields, schema, form);

describe('bankChangeRequest', () => {
  it('sends what was typed, checked and written as a transfer writes it, with the code', () => {
    expect(
      read({
        private: { account_iban: 'nl91 abna 0417 1643 00', account_holder: '', account_bic: null },
        code: ' 123456 ',
      }),
    ).toEqual({
      errors: {},
      request: { values: { private: { account_iban: 'NL91ABNA0417164300' } }, code: '123456' },
    });
  });

  it('names each problem beside its input: a bad IBAN, nothing typed, a missing code', () => {
    expect(read({ private: { account_iban: 'NL91ABNA0417164301' }, code: '12' }).errors).toEqual({
      private: { account_iban: 'IBAN check digits are wrong (mod 97)' },
      code: 'Enter the 6-digit code from your authenticator app',
    });
    expect(read({ code: '123456' })).toEqual({
      errors: { private: { account_holder: 'Enter at least one new value' } },
      request: undefined,
    });
  });
});
