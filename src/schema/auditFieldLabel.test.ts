import { describe, expect, it } from 'vitest';
import performers from '../../resources/performers';
import { auditFieldLabel } from './auditFieldLabel';

describe('auditFieldLabel', () => {
  it('labels a field, a field inside a group and a field of a list item; an unknown path in words', () => {
    expect(auditFieldLabel(performers.fields, 'email')).toBe('Email');
    expect(auditFieldLabel(performers.fields, 'private.account_iban')).toBe('IBAN');
    expect(auditFieldLabel(performers.fields, 'attachments.0.file')).toBe('File (Attachments 1)');
    expect(auditFieldLabel(performers.fields, 'nowhere.0.file')).toBe('Nowhere 0 file');
    expect(auditFieldLabel(performers.fields, 'signInLink')).toBe('Sign in link');
  });
});
