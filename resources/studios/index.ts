import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField } from '../commonFields';

const text = (source: string, label: string, maxLength = 200): FieldDefinition => ({
  source,
  label,
  kind: 'text',
  maxLength,
});

/** The studio's payout account: only the payout role reveals or changes it, and a change needs a second person. */
const payoutAccount = { reveal: 'REVENUE_PLATFORM', edit: 'REVENUE_PLATFORM' } as const;

/**
 * The studio/partner record's details part (docs/product.md#entities), sent back nested with only its changed
 * keys.
 */
const details: FieldDefinition = {
  source: 'details',
  label: 'Details',
  kind: 'group',
  fields: [
    { source: 'emailVerified', label: 'Email verified', kind: 'boolean' },
    { source: 'accountState', label: 'Financial state', kind: 'enum', choices: CHOICES.accountState },
    { source: 'state', label: 'Company Info state', kind: 'enum', choices: CHOICES.companyState },
    text('company', 'Company'),
    text('partnerCode', 'Partner code', 64),
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

/**
 * Studios (Support › Studios and /studio/:id, docs/product.md#screens-and-routes): companies that manage
 * performers; served by forwarding.
 */
const studios: ResourceDefinition = {
  name: 'studios',
  label: { one: 'Studio', many: 'Studios' },
  recordRepresentation: 'name',
  icon: 'StorefrontOutlined',
  menu: { group: 'support', order: 60 },
  routes: { list: '/support/studios', edit: '/studio/:id?' },
  api: {
    getList: { via: 'forward', method: 'POST', api: 'admin', route: '/studios' },
    getOne: { via: 'forward', method: 'POST', api: 'admin', route: '/studio/:id' },
    create: { via: 'forward', method: 'POST', api: 'admin', route: '/studio' },
    update: { via: 'forward', method: 'PUT', api: 'admin', route: '/studio/:id' },
    reveal: { via: 'forward', method: 'POST', api: 'admin', route: '/studio/:id/reveal' },
  },
  fields: [
    idField,
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
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
    details,
    {
      source: 'meta',
      label: 'Meta',
      kind: 'group',
      fields: [text('studioWebsite', 'Studio website'), text('skypeName', 'Skype name', 64)],
    },
    {
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
    },
  ],
  list: {
    columns: [
      'name',
      'email',
      'state',
      'details.accountState',
      'details.country',
      'details.approved',
      'createdAt',
    ],
    filters: [
      {
        source: 'q',
        label: 'Name or email',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['name', 'email'], match: 'contains' },
      },
      { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.userState, alwaysOn: true },
      {
        source: 'details.accountState',
        label: 'Financial state',
        kind: 'enum',
        choices: CHOICES.accountState,
      },
      { source: 'details.country', label: 'Country', kind: 'text', maxLength: 2 },
      { source: 'details.approved', label: 'Approved', kind: 'boolean' },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    exportName: 'studios',
  },
  form: {
    sections: [
      {
        label: 'Studio',
        fields: ['id', 'name', 'email', 'password', 'state', 'createdAt', 'users', 'contacts'],
      },
      { label: 'Details', fields: ['details'] },
      { label: 'Meta', fields: ['meta'] },
      { label: 'Whitelabel', fields: ['whitelabel'] },
    ],
  },
  // A studio is a partner record (docs/product.md#entities): seeing it is VIEW_STUDIOS, changing it the
  // partner roles.
  access: {
    list: 'VIEW_STUDIOS',
    create: 'CREATE_WSE_PARTNERS',
    edit: 'EDIT_WSE_PARTNERS',
    export: 'VIEW_STUDIOS',
  },
  related: [{ resource: 'performers', target: 'studio', label: 'Performers' }],
  auditTarget: 'studio',
};

export default studios;
