import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
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
    expect(errorsOf(fields, { limit: -1, amount: 10.05 })).toEqual({
      limit: 'Performer limit must be at least 0',
    });
    expect(errorsOf(fields, { limit: null, amount: '' })).toEqual({});
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
});
