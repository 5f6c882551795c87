import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { idField, nameSearch, uniqueName } from '../commonFields';

/** Promotion groups (/marketing/group/{id?}): a named set of promotions; each promotion names its group. */
const promotionGroups: ResourceDefinition = {
  name: 'promotionGroups',
  label: { one: 'Promotion group', many: 'Promotion groups' },
  recordRepresentation: 'name',
  icon: 'CampaignOutlined',
  routes: { edit: '/marketing/group/:id?' },
  api: { rest: '/promotion-groups' },
  fields: [
    idField,
    uniqueName(120),
    { source: 'description', label: 'Description', kind: 'text', multiline: true, maxLength: 1000 },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'description', 'createdAt'],
    filters: [nameSearch],
    sort: { field: 'name', order: 'ASC' },
  },
  related: [{ resource: 'promotions', target: 'group', label: 'Promotions' }],
  access: { list: OPEN, create: OPEN, edit: OPEN, delete: OPEN },
  auditTarget: 'promotionGroup',
};

export default promotionGroups;
