import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { nameSearch } from '../commonFields';

/** Family sites: brands whose whitelabel sites share one user base; named by other records. */
const families: ResourceDefinition = {
  name: 'families',
  label: { one: 'Family site', many: 'Family sites' },
  recordRepresentation: 'name',
  icon: 'HubOutlined',
  routes: {},
  api: { rest: '/families' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'name', label: 'Name', kind: 'text', readOnly: true },
    { source: 'website', label: 'Website', kind: 'text', readOnly: true },
  ],
  list: {
    columns: ['name', 'website'],
    filters: [nameSearch],
    sort: { field: 'name', order: 'ASC' },
  },
  access: { list: OPEN },
};

export default families;
