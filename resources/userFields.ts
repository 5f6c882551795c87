import type { FieldDefinition } from '../contract/FieldDefinition';
import { CHOICES } from './choices';

/**
 * The parts of the user record (docs/product.md#entities) that performers and members share, with the
 * required fields of docs/product.md#validation (the private part's are required for performers only: members
 * are customers, they hand in no identity papers).
 */

/** Main: the account itself. */
export const userMainFields: readonly FieldDefinition[] = [
  { source: 'id', label: 'ID', kind: 'integer', readOnly: true, editOnly: true },
  {
    source: 'username',
    label: 'Username',
    kind: 'text',
    required: true,
    minLength: 2,
    maxLength: 64,
    unique: true,
  },
  { source: 'email', label: 'Email', kind: 'email', required: true },
  { source: 'emailVerified', label: 'Email verified', kind: 'boolean', required: true },
  { source: 'emailOptout', label: 'Email opt-out', kind: 'boolean' },
  { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.userState },
  { source: 'affiliateCode', label: 'Affiliate code', kind: 'text', required: true, maxLength: 64 },
  { source: 'affiliateInfo', label: 'Affiliate info', kind: 'text', maxLength: 200 },
  { source: 'preferredLanguage', label: 'Preferred language', kind: 'enum', choices: CHOICES.locale },
  { source: 'languageBitflag', label: 'Language bitflag', kind: 'integer', min: 0, max: 65535 },
  { source: 'country', label: 'Country', kind: 'text', readOnly: true },
  { source: 'countryFromIP', label: 'Country from IP', kind: 'text', readOnly: true },
  { source: 'whitelabel', label: 'Whitelabel', kind: 'reference', reference: 'whitelabels', readOnly: true },
  {
    source: 'whitelabels',
    label: 'Whitelabels',
    kind: 'list',
    readOnly: true,
    fields: [
      { source: 'whitelabel', label: 'Whitelabel', kind: 'reference', reference: 'whitelabels' },
      { source: 'partnerCode', label: 'Partner code', kind: 'text' },
    ],
  },
  { source: 'pt1', label: 'PT1', kind: 'text', maxLength: 100 },
  { source: 'pt2', label: 'PT2', kind: 'text', maxLength: 100 },
  { source: 'pt3', label: 'PT3', kind: 'text', maxLength: 100 },
  { source: 'lastLogin', label: 'Last login', kind: 'datetime', readOnly: true, editOnly: true },
  { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
];

const text = (source: string, label: string, required = false): FieldDefinition => ({
  source,
  label,
  kind: 'text',
  maxLength: 200,
  required,
});

/** Bank data: only the payout role reveals or changes it. */
const bankAccess = { reveal: 'REVENUE_PLATFORM', edit: 'REVENUE_PLATFORM' } as const;

const bank = (source: string, label: string, fourEyes = false): FieldDefinition => ({
  ...text(source, label),
  access: bankAccess,
  ...(fourEyes ? { fourEyes } : {}),
});

/**
 * Private part: bank, address and identity papers; masked until revealed. `payouts`: the record is paid out to
 * (performers), so its payout account (IBAN, holder, BIC, account number) changes under four eyes.
 */
export function privateFields(required: boolean, payouts = false): readonly FieldDefinition[] {
  return [
    bank('account_state', 'Bank account state'),
    bank('account_kor', 'KOR'),
    bank('account_bic', 'BIC', payouts),
    bank('account_btw', 'BTW'),
    bank('account_holder', 'Account holder', payouts),
    bank('account_country', 'Bank country'),
    bank('account_iban', 'IBAN', payouts),
    bank('account_kvk', 'KvK'),
    bank('account_number', 'Account number', payouts),
    text('address_address', 'Address', required),
    text('address_address2', 'Address line 2'),
    text('address_city', 'City', required),
    text('address_country', 'Country', required),
    text('address_postalcode', 'Postal code', required),
    text('address_state', 'State / province', required),
    { source: 'dateOfBirth', label: 'Date of birth', kind: 'date', required },
    text('company', 'Company'),
    text('phone_number', 'Phone number'),
    { source: 'gender', label: 'Gender', kind: 'enum', choices: CHOICES.gender, required },
    { source: 'comment', label: 'Comment', kind: 'text', multiline: true, maxLength: 2000 },
    text('identity_doc_number', 'Document number', required),
    { source: 'identity_expiration', label: 'Document expires', kind: 'date', required },
    text('identity_full_name', 'Full name', required),
    text('identity_nationality', 'Nationality', required),
    text('identity_ssn', 'Social security number', required),
    {
      source: 'identity_type',
      label: 'Document type',
      kind: 'enum',
      choices: CHOICES.identityType,
      required,
    },
    { source: 'identity_front_image', label: 'Document front', kind: 'image', required },
    { source: 'identity_back_image', label: 'Document back', kind: 'image', required },
  ];
}
