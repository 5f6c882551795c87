import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import { auditActionText } from './auditActionText';

describe('auditActionText', () => {
  it('says listed actions in words, a relation’s own call as a change, and makes unknown codes readable', () => {
    const text = (action: string) => auditActionText(action, accounts.fields, []);
    expect(text('account.qr-sent')).toBe('Two-factor QR sent');
    expect(text('account.reset-requested')).toBe('Password reset sent');
    expect(text('account.delete')).toBe('Deleted');
    expect(text('account.groups')).toBe('Changed');
    expect(text('account.badge_printed')).toBe('Badge printed');
  });

  it('names what a reveal revealed', () => {
    expect(auditActionText('studio.reveal', [], ['IBAN'])).toBe('Revealed IBAN');
  });
});
