import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField } from '../commonFields';
import { companyAccountFields, companyDetails, companyMeta, companyWhitelabel } from '../companyRecord';

/**
 * Partners (Partners › Partner Overview and /partner/:id, docs/product.md#screens-and-routes): companies that
 * bring traffic to the platform under their partner code and run whitelabel sites. The record has the studio/
 * partner shape; its sites, the chat minutes and the revenue of their members are worked out by the server
 * (the minutes only for VIEW_MINUTES: without it they are left out of the answer, not zero). The partner code is
 * the top-level `partnerCode` (unique; what traffic is matched against), shown again in details as the record
 * of docs/product.md#entities has it. Other records name a partner by its `name`.
 */
const partners: ResourceDefinition = {
  name: 'partners',
  label: { one: 'Partner', many: 'Partners' },
  recordRepresentation: 'name',
  icon: 'HandshakeOutlined',
  menu: { group: 'partners', order: 10, label: 'Partner Overview' },
  routes: { list: '/partners', edit: '/partner/:id?' },
  api: {
    getList: { method: 'GET', path: '/partners' },
    getOne: { method: 'GET', path: '/partner/:id' },
    create: { method: 'POST', path: '/partner' },
    update: { method: 'PUT', path: '/partner/:id' },
    delete: { method: 'DELETE', path: '/partner/:id' },
    reveal: { method: 'POST', path: '/partner/:id/reveal' },
  },
  fields: [
    idField,
    ...companyAccountFields,
    {
      source: 'partnerCode',
      label: 'Partner code',
      kind: 'text',
      required: true,
      unique: true,
      pattern: { regex: '^[A-Za-z0-9_-]{2,64}$', message: 'letters, digits, - or _ (2 to 64 of them)' },
      helperText: 'The code in the links of the partner’s traffic',
    },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
    companyDetails({ readOnly: true, helperText: 'The partner code above' }),
    companyMeta,
    companyWhitelabel,
    {
      source: 'siteCount',
      label: 'Sites',
      kind: 'integer',
      readOnly: true,
      derived: true,
      editOnly: true,
    },
    {
      source: 'sites',
      label: 'Whitelabel sites',
      kind: 'text',
      readOnly: true,
      derived: true,
      editOnly: true,
    },
    {
      source: 'minutes',
      label: 'Minutes',
      kind: 'integer',
      readOnly: true,
      derived: true,
      editOnly: true,
      helperText: 'Chat minutes of the members of the partner’s sites',
      access: { read: 'VIEW_MINUTES' },
    },
    {
      source: 'revenue',
      label: 'Revenue',
      kind: 'money',
      readOnly: true,
      derived: true,
      editOnly: true,
      helperText: 'What the members of the partner’s sites paid',
    },
  ],
  list: {
    columns: [
      'name',
      'partnerCode',
      'siteCount',
      'sites',
      'minutes',
      'revenue',
      'details.country',
      'state',
      'createdAt',
    ],
    filters: [
      {
        source: 'q',
        label: 'Name or code',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['name', 'partnerCode'], match: 'contains' },
      },
      { source: 'details.country', label: 'Country', kind: 'text', maxLength: 2, alwaysOn: true },
      { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.userState },
      {
        source: 'details.accountState',
        label: 'Financial state',
        kind: 'enum',
        choices: CHOICES.accountState,
      },
      { source: 'details.approved', label: 'Approved', kind: 'boolean' },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    exportName: 'partners',
    exportCall: { method: 'GET', path: '/partners/exported' },
  },
  form: {
    sections: [
      {
        label: 'Partner',
        fields: ['id', 'name', 'partnerCode', 'email', 'password', 'state', 'createdAt', 'users', 'contacts'],
      },
      { label: 'Traffic', fields: ['siteCount', 'sites', 'minutes', 'revenue'] },
      { label: 'Details', fields: ['details'] },
      { label: 'Meta', fields: ['meta'] },
      { label: 'Whitelabel', fields: ['whitelabel'] },
    ],
  },
  access: {
    list: 'VIEW_WSE_PARTNERS',
    create: 'CREATE_WSE_PARTNERS',
    edit: 'EDIT_WSE_PARTNERS',
    delete: 'REMOVE_WSE_PARTNERS',
    export: 'VIEW_WSE_PARTNERS',
  },
  related: [{ resource: 'blacklabels', target: 'partner', label: 'Blacklabels' }],
  pages: [{ label: 'Whitelabel builder', path: '/partner/:id/whitelabel' }],
  auditTarget: 'partner',
};

export default partners;
