import { describe, expect, it } from 'vitest';
import accounts from '../resources/accounts';
import type { FieldDefinition } from './FieldDefinition';
import { IMAGE_LIMITS } from './imageLimits';
import { recordSchema } from './recordSchema';
import { validationErrors } from './validationErrors';

const errorsOf = (
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
  mode: 'create' | 'edit' = 'edit',
) => {
  const result = recordSchema(fields, mode).safeParse(values);
  return result.success ? {} : validationErrors(result.error);
};

describe('recordSchema (zod from the fields)', () => {
  it('names the field in each error, per field', () => {
    expect(errorsOf(accounts.fields, { username: '', email: 'not-an-email' }, 'create')).toEqual({
      username: 'Username is required',
      email: 'Email must be a valid email address',
    });
  });

  it('accepts a valid account and ignores read-only fields', () => {
    expect(
      errorsOf(accounts.fields, {
        id: 'anything',
        username: 'ann',
        email: 'ann@wse.example',
        roles: ['EDIT_ROLES'],
      }),
    ).toEqual({});
  });

  it('only lets catalogue roles through', () => {
    expect(errorsOf(accounts.fields, { username: 'ann', email: 'ann@wse.example', roles: ['ROOT'] })).toEqual(
      {
        roles: 'Roles must be one of the options',
      },
    );
  });

  it('wants whole numbers and amounts in cents', () => {
    const fields: FieldDefinition[] = [
      { source: 'limit', label: 'Performer limit', kind: 'integer', min: 0 },
      { source: 'amount', label: 'Amount', kind: 'money' },
    ];
    expect(errorsOf(fields, { limit: 2.5, amount: 10.005 })).toEqual({
      limit: 'Performer limit must be a whole number',
      amount: 'Amount must be an amount in cents',
    });
    expect(errorsOf(fields, { limit: -1, amount: 1005 })).toEqual({
      limit: 'Performer limit must be at least 0',
    });
    expect(errorsOf(fields, { limit: null, amount: '' })).toEqual({});
  });

  it('takes money as integer cents, with a minimum in cents named as money is shown', () => {
    const fields: FieldDefinition[] = [{ source: 'amount', label: 'Amount', kind: 'money', min: 150000 }];
    expect(errorsOf(fields, { amount: 12.5 })).toEqual({ amount: 'Amount must be an amount in cents' });
    expect(errorsOf(fields, { amount: 149999 })).toEqual({ amount: 'Amount must be at least 1.500,00' });
    expect(errorsOf(fields, { amount: 150000 })).toEqual({});
  });

  it('takes dates as ISO days or date-times, not whatever Date happens to read', () => {
    const fields: FieldDefinition[] = [{ source: 'until', label: 'Held until', kind: 'date' }];
    for (const day of [
      '2026-11-25',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25 10:00',
      '2026-11-25T10:00+01:00',
    ])
      expect(errorsOf(fields, { until: day }), day).toEqual({});
    for (const junk of ['1', '0'.repeat(300), '2026-13-45', 'tomorrow'])
      expect(errorsOf(fields, { until: junk }), junk).toEqual({ until: 'Held until must be a date' });
  });

  it('validates nested groups and lists with nested errors', () => {
    const fields: FieldDefinition[] = [
      {
        source: 'details',
        label: 'Details',
        kind: 'group',
        fields: [{ source: 'city', label: 'City', kind: 'text', required: true }],
      },
      {
        source: 'contacts',
        label: 'Contacts',
        kind: 'list',
        fields: [{ source: 'email', label: 'Contact email', kind: 'email' }],
      },
    ];
    expect(
      errorsOf(fields, { details: { city: '' }, contacts: [{ email: 'ok@x.nl' }, { email: 'nope' }] }),
    ).toEqual({
      details: { city: 'City is required' },
      contacts: [undefined, { email: 'Contact email must be a valid email address' }],
    });
  });

  it('holds new images to the type and size limits and keeps stored ones', () => {
    const fields: FieldDefinition[] = [{ source: 'logo', label: 'Logo', kind: 'image' }];
    const upload = (name: string, bytes: number) => ({
      rawFile: new File([new Uint8Array(bytes)], name),
      src: 'blob:x',
    });
    expect(errorsOf(fields, { logo: 'https://cdn.example/logo.png' })).toEqual({});
    expect(errorsOf(fields, { logo: upload('logo.PNG', 1000) })).toEqual({});
    expect(errorsOf(fields, { logo: upload('logo.gif', 1000) })).toEqual({
      logo: 'Logo must be a jpg, jpeg, png, pdf file',
    });
    expect(errorsOf(fields, { logo: upload('scan.pdf', IMAGE_LIMITS.maxBytes) })).toEqual({});
    expect(errorsOf(fields, { logo: upload('scan.pdf', IMAGE_LIMITS.maxBytes + 1) })).toEqual({
      logo: 'Logo must be at most 5242880 bytes (5 MB)',
    });
  });

  it('as the server reads an update: fields may be left out, a required one not emptied, unknown keys refused', () => {
    const fields: readonly FieldDefinition[] = [
      { source: 'name', label: 'Name', kind: 'text', required: true },
      {
        source: 'details',
        label: 'Details',
        kind: 'group',
        fields: [{ source: 'city', label: 'City', kind: 'text', required: true }],
      },
    ];
    const update = recordSchema(fields, 'edit', { strict: true, partial: true });
    expect(update.safeParse({ details: {} }).success).toBe(true);
    const emptied = update.safeParse({ name: '', details: { city: null } });
    expect(emptied.success ? {} : validationErrors(emptied.error)).toEqual({
      name: 'Name is required',
      details: { city: 'City is required' },
    });
    const unknown = update.safeParse({ isAdmin: true, details: { street: 'x' } });
    expect(unknown.success ? [] : unknown.error.issues.map((issue) => issue.code)).toEqual([
      'unrecognized_keys',
      'unrecognized_keys',
    ]);
  });

  it('keeps a masked value in a form, and refuses it on the server', () => {
    const fields: readonly FieldDefinition[] = [
      {
        source: 'private',
        label: 'Private part',
        kind: 'group',
        masked: true,
        fields: [
          { source: 'dateOfBirth', label: 'Date of birth', kind: 'date', required: true },
          { source: 'iban', label: 'IBAN', kind: 'text', maxLength: 34 },
        ],
      },
    ];
    const masked = { private: { dateOfBirth: '••••', iban: '•••• 4300' } };
    expect(recordSchema(fields).safeParse(masked).success).toBe(true);
    const server = recordSchema(fields, 'edit', { strict: true, partial: true });
    const refused = server.safeParse({ private: { iban: '•••• 4300' } });
    expect(refused.success ? {} : validationErrors(refused.error)).toEqual({
      private: { iban: 'IBAN: reveal the value before changing it' },
    });
    const tooLong = server.safeParse({ private: { iban: 'X'.repeat(40) } });
    expect(tooLong.success ? {} : validationErrors(tooLong.error)).toEqual({
      private: { iban: 'IBAN must be at most 34 characters' },
    });
    expect(server.safeParse({ private: { iban: 'NL91ABNA0417164300' } }).success).toBe(true);
  });
});
