import { describe, expect, it } from 'vitest';
import performers from '../../resources/performers';
import { auditFieldLabel } from './auditFieldLabel';

describe('auditFieldLabel', () => {
  it('labels a field, a field inside a group and a field of a list item; an unknown path stays as it is', () => {
    expect(auditFieldLabel(performers.fields, 'email')).toBe('Email');
    expect(auditFieldLabel(performers.fields, 'private.account_iban')).toBe('IBAN');
    expect(auditFieldLabel(performers.fields, 'attachments.0.file')).toBe('File (Attachments 1)');
    expect(auditFieldLabel(performers.fields, 'nowhere.0.file')).toBe('nowhere.0.file');
  });
});
