import { describe, expect, it } from 'vitest';
import { withRevealed } from './withRevealed';

describe('withRevealed', () => {
  const record = {
    id: 1,
    private: { account_iban: '•••• 4300', city: '••••' },
    attachments: [{ file: '••••' }, { file: '••••' }],
  };

  it('puts clear values in place of masks in groups and list items, leaving the record as it was', () => {
    const shown = withRevealed(record, {
      'private.account_iban': 'NL91ABNA0417164300',
      'attachments.1.file': 'data:image/png;base64,AAAA',
    });
    expect(shown).toEqual({
      id: 1,
      private: { account_iban: 'NL91ABNA0417164300', city: '••••' },
      attachments: [{ file: '••••' }, { file: 'data:image/png;base64,AAAA' }],
    });
    expect(record.private.account_iban).toBe('•••• 4300');
  });

  it('keeps a value the server sent clear, and paths the record does not have', () => {
    const fresh = { id: 1, private: { account_iban: 'NL02ABNA0123456789' } };
    expect(withRevealed(fresh, { 'private.account_iban': 'old', 'nothing.here': 'x' })).toBe(fresh);
  });
});
