import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './FieldDefinition';
import { fieldMasking, masksFor, mayReveal, roleToLearn } from './fieldMasking';

const privatePart: FieldDefinition = {
  source: 'private',
  label: 'Private part',
  kind: 'group',
  masked: true,
  access: { reveal: 'MEMBER_DETAIL' },
  fields: [],
};
const iban: FieldDefinition = {
  source: 'iban',
  label: 'IBAN',
  kind: 'text',
  access: { reveal: 'REVENUE_PLATFORM' },
};
const city: FieldDefinition = { source: 'city', label: 'City', kind: 'text' };
const email: FieldDefinition = {
  source: 'email',
  label: 'Email',
  kind: 'email',
  masked: 'withoutRole',
  access: { reveal: 'MEMBER_EMAIL' },
};

describe('fieldMasking', () => {
  it('inherits the group mode and role, and lets a field name its own role', () => {
    const outer = fieldMasking(privatePart);
    expect(fieldMasking(city, outer)).toEqual({ always: true, reveal: 'MEMBER_DETAIL' });
    expect(fieldMasking(iban, outer)).toEqual({ always: true, reveal: 'REVENUE_PLATFORM' });
    expect(fieldMasking(city)).toBeUndefined();
  });

  it('masks an always-masked value for everyone, and reveals it only to its role', () => {
    const masking = fieldMasking(iban, fieldMasking(privatePart));
    expect(masksFor(masking, ['REVENUE_PLATFORM'])).toBe(true);
    expect(mayReveal(masking, ['MEMBER_DETAIL'])).toBe(false);
    expect(mayReveal(masking, ['REVENUE_PLATFORM'])).toBe(true);
  });

  it('shows a value masked without its role clear to the role holders only', () => {
    const masking = fieldMasking(email);
    expect(masksFor(masking, ['MEMBER_EMAIL'])).toBe(false);
    expect(masksFor(masking, ['SEARCH_MEMBER'])).toBe(true);
    expect(masksFor(fieldMasking(city), [])).toBe(false);
  });

  it('reveals nothing that names no role', () => {
    const masking = fieldMasking({ ...city, masked: true });
    expect(mayReveal(masking, ['REVENUE_PLATFORM'])).toBe(false);
    expect(masksFor({ always: false, reveal: undefined }, [])).toBe(true);
  });
});

describe('roleToLearn', () => {
  const fields: FieldDefinition[] = [
    email,
    { ...privatePart, fields: [city, iban] },
    { source: 'secret', label: 'Secret', kind: 'text', access: { read: 'VIEW_ROLES' } },
  ];

  it('names the role a value needs to be learnt by reading, filtering or sorting', () => {
    expect(roleToLearn(fields, 'email', ['SEARCH_MEMBER'])).toBe('MEMBER_EMAIL');
    expect(roleToLearn(fields, 'email', ['MEMBER_EMAIL'])).toBeUndefined();
    expect(roleToLearn(fields, 'private.iban', ['MEMBER_DETAIL'])).toBe('REVENUE_PLATFORM');
    expect(roleToLearn(fields, 'private.city', ['MEMBER_DETAIL'])).toBeUndefined();
    expect(roleToLearn(fields, 'secret', [])).toBe('VIEW_ROLES');
    expect(roleToLearn(fields, 'username', [])).toBeUndefined();
  });
});
