import type { ResourceDefinition } from '../../../../contract/ResourceDefinition';

/** A test-only resource other fixtures refer to (a client's whitelabel sites): named, never edited. */
const sites: ResourceDefinition = {
  name: 'sites',
  label: { one: 'Site', many: 'Sites' },
  recordRepresentation: 'name',
  icon: 'WebOutlined',
  routes: {},
  api: { getList: { method: 'GET', path: '/sites' }, getOne: { method: 'GET', path: '/site/:id' } },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'name', label: 'Name', kind: 'text', readOnly: true },
  ],
  list: { columns: ['name'] },
};

export default sites;
