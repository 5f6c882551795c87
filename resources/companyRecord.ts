import type { FieldDefinition, TextField } from '../contract/FieldDefinition';
import { CHOICES } from './choices';

const text = (source: string, label: string, maxLength = 200): TextField => ({
  source,
  label,
  kind: 'text',
  maxLength,
});

/** The payout account: only the payout role reveals or changes it, and a change needs a second person. */
const payoutAccount = { reveal: 'REVENUE_PLATFORM', edit: 'REVENUE_PLATFORM' } as const;

/**
 * The studio/partner record's details part (docs/product.md#entities), sent back nested with only its changed
 * keys. `partnerCode` completes the partner code field (a partner must have one, in a given format).
 *
 * @example
 * fields: [..., companyDetails({ required: true }), companyMeta]
 */
export function companyDetails(partnerCode: Partial<TextField> = {}): FieldDefinition {
  return {
    source: 'details',
    label: 'Details',
    kind: 'group',
    fields: [
      { source: 'emailVerified', label: 'Email verified', kind: 'boolean' },
      { source: 'accountState', label: 'Financial state', kind: 'enum', choices: CHOICES.accountState },
      { source: 'state', label: 'Company Info state', kind: 'enum', choices: CHOICES.companyState },
      text('company', 'Company'),
      { ...text('partnerCode', 'Partner code', 64), ...partnerCode },
      text('affiliateCode', 'Affiliate code', 64),
      text('affiliateInfo', 'Affiliate info'),
      { source: 'language', label: 'Language', kind: 'enum', choices: CHOICES.locale },
      text('country', 'Country', 2),
      text('address', 'Address'),
      text('address2', 'Address line 2'),
      text('postalCode', 'Postal code', 20),
      text('city', 'City'),
      text('phoneNumber', 'Phone number', 40),
      text('kvk', 'KvK', 20),
      text('vat', 'VAT', 30),
      text('bankName', 'Bank name'),
      text('bankCountry', 'Bank country', 2),
      text('bankCity', 'Bank city'),
      { ...text('swift', 'SWIFT', 11), access: payoutAccount, fourEyes: true },
      { ...text('iban', 'IBAN', 34), masked: true, access: payoutAccount, fourEyes: true },
      { ...text('accountNumber', 'Account number', 34), masked: true, access: payoutAccount, fourEyes: true },
      { ...text('accountHolder', 'Account holder'), access: payoutAccount, fourEyes: true },
      { source: 'payoutInterval', label: 'Payout interval', kind: 'enum', choices: CHOICES.payoutInterval },
      { source: 'performerLimit', label: 'Performer limit', kind: 'integer', min: 0, max: 10_000 },
      { source: 'approved', label: 'Approved', kind: 'boolean' },
    ],
  };
}

/** The studio/partner record's meta part. */
export const companyMeta: FieldDefinition = {
  source: 'meta',
  label: 'Meta',
  kind: 'group',
  fields: [text('studioWebsite', 'Studio website'), text('skypeName', 'Skype name', 64)],
};

/** The top of the studio/partner record: its name, sign-in, state, the people who sign in and its contacts. */
export const companyAccountFields: readonly FieldDefinition[] = [
  { source: 'name', label: 'Name', kind: 'text', required: true, minLength: 2, maxLength: 120 },
  { source: 'email', label: 'Email', kind: 'email', required: true },
  {
    source: 'password',
    label: 'Password',
    kind: 'text',
    minLength: 8,
    maxLength: 200,
    writeOnly: true,
    helperText: 'Never shown; type a new one to change it.',
  },
  { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.userState, required: true },
  {
    source: 'users',
    label: 'Users',
    kind: 'list',
    fields: [
      { source: 'username', label: 'Username', kind: 'text', required: true, maxLength: 64 },
      { source: 'email', label: 'Email', kind: 'email', required: true },
    ],
  },
  {
    source: 'contacts',
    label: 'Contacts',
    kind: 'list',
    fields: [
      { source: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
      { source: 'email', label: 'Email', kind: 'email' },
      { source: 'phone', label: 'Phone', kind: 'text', maxLength: 40 },
      { source: 'role', label: 'Role', kind: 'text', maxLength: 60 },
    ],
  },
];

/** The record's whitelabel part (tt_productGroup, id, name), read from its whitelabel site. */
export const companyWhitelabel: FieldDefinition = {
  source: 'whitelabel',
  label: 'Whitelabel',
  kind: 'group',
  readOnly: true,
  editOnly: true,
  fields: [
    { source: 'id', label: 'Whitelabel', kind: 'reference', reference: 'whitelabels' },
    { source: 'name', label: 'Name', kind: 'text' },
    { source: 'tt_productGroup', label: 'Product group', kind: 'text' },
  ],
};
