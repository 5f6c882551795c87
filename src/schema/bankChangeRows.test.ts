import { describe, expect, it } from 'vitest';
import studios from '../../resources/studios';
import { bankChangeRows } from './bankChangeRows';

describe('bankChangeRows', () => {
  it('lists the new values holder, IBAN, BIC, in the definition’s words, an IBAN in groups of four', () => {
    expect(
      bankChangeRows(studios.fields, {
        details: { accountHolder: 'Studio Berg GmbH', iban: 'DE89370400440532013000', swift: '' },
      }),
    ).toEqual([
      { label: 'Account holder', value: 'Studio Berg GmbH' },
      { label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
      { label: 'SWIFT', value: 'Cleared' },
    ]);
  });
});
