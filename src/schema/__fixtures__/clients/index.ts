import { OPEN } from '../../../../contract/canAccess';
import type { FieldDefinition } from '../../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../../contract/ResourceDefinition';

const creditsForm: readonly FieldDefinition[] = [
  { source: 'amount', label: 'Credits', kind: 'integer', required: true, min: 1, max: 100_000 },
  { source: 'reason', label: 'Reason', kind: 'text', required: true, minLength: 3, maxLength: 500 },
];

/**
 * A test-only record page shaped like the Records area's (members, performers, studios): private values masked
 * until revealed, a write-only password, read-only lists and groups, money, record actions with forms, reasons
 * they do not apply and links, a related list and a history.
 */
const clients: ResourceDefinition = {
  name: 'clients',
  label: { one: 'Client', many: 'Clients' },
  recordRepresentation: 'username',
  icon: 'PersonSearchOutlined',
  routes: { list: '/clients', edit: '/client/:id?' },
  api: {
    getList: { method: 'GET', path: '/clients' },
    getOne: { method: 'GET', path: '/client/:id' },
    update: { method: 'PUT', path: '/client/:id' },
    reveal: { method: 'POST', path: '/client/:id/reveal' },
  },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true, editOnly: true },
    { source: 'username', label: 'Username', kind: 'text', required: true },
    {
      source: 'password',
      label: 'Password',
      kind: 'text',
      minLength: 8,
      writeOnly: true,
      helperText: 'Never shown; type a new one to change it.',
    },
    { source: 'credits', label: 'Credits', kind: 'integer', readOnly: true, editOnly: true },
    {
      source: 'sites',
      label: 'Whitelabels',
      kind: 'list',
      readOnly: true,
      fields: [
        { source: 'site', label: 'Whitelabel', kind: 'reference', reference: 'sites' },
        { source: 'partnerCode', label: 'Partner code', kind: 'text' },
        {
          source: 'state',
          label: 'State',
          kind: 'enum',
          choices: [
            { id: 'live', name: 'Live' },
            { id: 'draft', name: 'Draft' },
          ],
        },
      ],
    },
    {
      source: 'earnings',
      label: 'Earnings',
      kind: 'group',
      readOnly: true,
      editOnly: true,
      fields: [
        { source: 'today', label: 'Today', kind: 'money' },
        { source: 'total', label: 'Total', kind: 'money' },
      ],
    },
    {
      source: 'private',
      label: 'Private part',
      kind: 'group',
      masked: true,
      access: { reveal: 'MEMBER_DETAIL' },
      fields: [
        { source: 'account_iban', label: 'IBAN', kind: 'text', maxLength: 34 },
        { source: 'city', label: 'City', kind: 'text', required: true },
        { source: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
        { source: 'front', label: 'Document front', kind: 'image' },
      ],
    },
    {
      source: 'profile',
      label: 'Profile',
      kind: 'group',
      fields: [
        { source: 'location', label: 'Location', kind: 'text' },
        {
          source: 'appearance',
          label: 'Appearance',
          kind: 'group',
          fields: [{ source: 'eyeColor', label: 'Eye colour', kind: 'text' }],
        },
      ],
    },
    {
      source: 'attachments',
      label: 'Attachments',
      kind: 'list',
      readOnly: true,
      masked: true,
      access: { reveal: 'MEMBER_DETAIL' },
      fields: [{ source: 'file', label: 'File', kind: 'image' }],
    },
  ],
  list: { columns: ['username', 'credits'], sort: { field: 'username', order: 'ASC' } },
  access: { page: OPEN, list: 'SEARCH_MEMBER', show: OPEN, edit: OPEN },
  actions: [
    {
      name: 'donateCredits',
      label: 'Donate credits',
      call: { method: 'POST', path: '/client/:id/credits' },
      sends: { direction: 'donate' },
      keyed: true,
      audit: 'client.credits-donate',
      role: 'DONATE_CREDITS',
      form: creditsForm,
      success: 'Credits donated',
    },
    {
      name: 'reduceCredits',
      label: 'Reduce credits',
      call: { method: 'POST', path: '/client/:id/credits' },
      sends: { direction: 'reduce' },
      keyed: true,
      audit: 'client.credits-reduce',
      role: 'REDUCE_CREDITS',
      form: creditsForm,
      success: 'Credits reduced',
      unavailable: (record) => (record.credits === 0 ? 'The balance is 0' : undefined),
    },
    {
      name: 'loginAs',
      label: 'Login as client',
      call: { method: 'POST', path: '/client/:id/login-as' },
      role: 'LOGIN_AS_MEMBER',
      confirm: 'Create a one-time sign-in link for this client?',
      success: 'Sign-in link created',
      showsLink: true,
      audit: 'client.login-as',
    },
    {
      name: 'disable',
      label: 'Disable',
      call: { method: 'PUT', path: '/client/:id/disable' },
      role: OPEN,
      confirm: 'Disable this client?',
      audit: 'client.disable',
      success: 'Client disabled',
      unavailable: (record, { accountId }) =>
        record.accountId === accountId ? 'You cannot disable your own account' : undefined,
    },
  ],
  related: [{ resource: 'clientPayments', target: 'client', label: 'Payments' }],
  auditTarget: 'client',
};

export default clients;
