import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField } from '../commonFields';
import { companyAccountFields, companyDetails, companyMeta, companyWhitelabel } from '../companyRecord';

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
    ...companyAccountFields,
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
    companyDetails(),
    companyMeta,
    companyWhitelabel,
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
