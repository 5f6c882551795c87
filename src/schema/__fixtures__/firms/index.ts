import { OPEN } from '../../../../contract/canAccess';
import type { ResourceDefinition } from '../../../../contract/ResourceDefinition';

/** A test-only list shaped like the studios list: columns and filters on the nested `details.*` values. */
const firms: ResourceDefinition = {
  name: 'firms',
  label: { one: 'Firm', many: 'Firms' },
  recordRepresentation: 'name',
  icon: 'StorefrontOutlined',
  routes: { list: '/firms' },
  api: { getList: { method: 'GET', path: '/firms' } },
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    {
      source: 'details',
      label: 'Details',
      kind: 'group',
      fields: [
        {
          source: 'accountState',
          label: 'Financial state',
          kind: 'enum',
          choices: [
            { id: 'ok', name: 'OK' },
            { id: 'review', name: 'In review' },
          ],
        },
        { source: 'country', label: 'Country', kind: 'text' },
        { source: 'approved', label: 'Approved', kind: 'boolean' },
      ],
    },
  ],
  list: {
    columns: ['name', 'details.accountState', 'details.country', 'details.approved'],
    filters: [
      {
        source: 'details.accountState',
        label: 'Financial state',
        kind: 'enum',
        alwaysOn: true,
        choices: [
          { id: 'ok', name: 'OK' },
          { id: 'review', name: 'In review' },
        ],
      },
      { source: 'details.country', label: 'Country', kind: 'text', alwaysOn: true },
    ],
    sort: { field: 'name', order: 'ASC' },
  },
  access: { page: OPEN, list: ['VIEW_STUDIOS', 'VIEW_WSE_PARTNERS'] },
};

export default firms;
