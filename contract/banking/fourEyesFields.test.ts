import { describe, expect, it } from 'vitest';
import performers from '../../resources/performers';
import studios from '../../resources/studios';
import { bankAccountPart } from './bankAccountPart';
import { fourEyesFields } from './fourEyesFields';

describe('fourEyesFields', () => {
  it('finds the payout account of performers and studios by dotted path, each a part of an account', () => {
    const parts = (fields: typeof studios.fields) =>
      fourEyesFields(fields).map((field) => [field.source, bankAccountPart(field.source)]);
    expect(parts(performers.fields)).toEqual([
      ['private.account_bic', 'bic'],
      ['private.account_holder', 'holder'],
      ['private.account_iban', 'iban'],
      ['private.account_number', 'other'],
    ]);
    expect(parts(studios.fields)).toEqual([
      ['details.swift', 'bic'],
      ['details.iban', 'iban'],
      ['details.accountNumber', 'other'],
      ['details.accountHolder', 'holder'],
    ]);
  });
});
