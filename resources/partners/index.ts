import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/** Partners (read here by other records; the Partners area gives them their pages). */
const partners: ResourceDefinition = {
  name: 'partners',
  label: { one: 'Partner', many: 'Partners' },
  recordRepresentation: 'name',
  icon: 'HandshakeOutlined',
  routes: {},
  api: { rest: '/partners' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'name', label: 'Name', kind: 'text', readOnly: true },
    { source: 'partnerCode', label: 'Partner code', kind: 'text', readOnly: true },
    { source: 'email', label: 'Email', kind: 'email', readOnly: true },
  ],
  list: {
    columns: ['name', 'partnerCode', 'email'],
    filters: [
      {
        source: 'q',
        label: 'Name or code',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['name', 'partnerCode'], match: 'contains' },
      },
    ],
    sort: { field: 'name', order: 'ASC' },
  },
  access: { list: 'VIEW_WSE_PARTNERS' },
};

export default partners;
