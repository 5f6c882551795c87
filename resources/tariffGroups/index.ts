import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField, nameSearch, uniqueName } from '../commonFields';

const TARIFF_ROLES = ['ADD_TARIFF_GROUP', 'EDIT_TARIFF'] as const;

/**
 * Tariff groups (Tariff Management, docs/product.md#roles-and-menu): what members pay a performer per chat kind.
 * Each performer belongs to one group (the performer's tariff group), so a price change reaches every performer
 * of the group: the form says how many before it saves.
 */
const tariffGroups: ResourceDefinition = {
  name: 'tariffGroups',
  label: { one: 'Tariff group', many: 'Tariff groups' },
  recordRepresentation: 'name',
  icon: 'SellOutlined',
  menu: { group: 'platform', order: 40, label: 'Tariff Management' },
  routes: { list: '/support/tariffs', edit: '/support/tariff/:id?' },
  api: { rest: '/tariffs' },
  fields: [
    idField,
    uniqueName(80),
    { source: 'currency', label: 'Currency', kind: 'enum', choices: CHOICES.currency, required: true },
    {
      source: 'prices',
      label: 'Prices',
      kind: 'group',
      helperText: 'Per minute of a show; per message or tip for the others.',
      access: { read: TARIFF_ROLES, edit: TARIFF_ROLES },
      fields: CHOICES.chatKind.map((kind) => ({
        source: kind.id,
        label: kind.name,
        kind: 'money' as const,
        currencyFrom: 'currency',
        min: 0,
      })),
    },
    {
      source: 'performerCount',
      label: 'Performers',
      kind: 'integer',
      readOnly: true,
      derived: true,
      editOnly: true,
    },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'currency', 'prices.default', 'prices.vip', 'performerCount', 'createdAt'],
    filters: [nameSearch, { source: 'currency', label: 'Currency', kind: 'enum', choices: CHOICES.currency }],
    sort: { field: 'name', order: 'ASC' },
  },
  form: {
    sections: [
      { label: 'Tariff group', fields: ['id', 'name', 'currency', 'performerCount', 'createdAt'] },
      { label: 'Prices', fields: ['prices'] },
    ],
  },
  saveImpact: { count: 'performerCount', one: 'performer', many: 'performers' },
  related: [{ resource: 'performers', target: 'tariffGroup', label: 'Performers' }],
  // Names and performer counts are for everyone; the prices only for those who manage tariffs.
  access: {
    page: OPEN,
    list: OPEN,
    create: 'ADD_TARIFF_GROUP',
    edit: 'EDIT_TARIFF',
    delete: 'ADD_TARIFF_GROUP',
  },
  auditTarget: 'tariffGroup',
};

export default tariffGroups;
