import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { nameSearch } from '../commonFields';

/** Whitelabel sites: the sites members and performers sign up on; named by other records, no page of their own. */
const whitelabels: ResourceDefinition = {
  name: 'whitelabels',
  label: { one: 'Whitelabel', many: 'Whitelabels' },
  recordRepresentation: 'name',
  icon: 'WebOutlined',
  routes: {},
  api: { rest: '/whitelabels' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'name', label: 'Name', kind: 'text', readOnly: true },
    { source: 'website', label: 'Website', kind: 'text', readOnly: true },
    { source: 'family', label: 'Family site', kind: 'reference', reference: 'families', readOnly: true },
    { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners', readOnly: true },
    { source: 'productGroup', label: 'Product group', kind: 'text', readOnly: true },
  ],
  list: {
    columns: ['name', 'website', 'family', 'partner'],
    filters: [nameSearch],
    sort: { field: 'name', order: 'ASC' },
  },
  access: { list: OPEN },
};

export default whitelabels;
