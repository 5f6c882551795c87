import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField } from '../commonFields';

/** Blacklabels (/blacklabel/{id?}): a partner's own-brand site, like a whitelabel but on its own domain. */
const blacklabels: ResourceDefinition = {
  name: 'blacklabels',
  label: { one: 'Blacklabel', many: 'Blacklabels' },
  recordRepresentation: 'name',
  icon: 'LanguageOutlined',
  routes: { edit: '/blacklabel/:id?' },
  api: { rest: '/blacklabels' },
  fields: [
    idField,
    { source: 'name', label: 'Name', kind: 'text', required: true, minLength: 2, maxLength: 120 },
    {
      source: 'domain',
      label: 'Domain',
      kind: 'text',
      required: true,
      maxLength: 253,
      unique: true,
      pattern: {
        regex: '^(?!-)[a-z0-9-]{1,63}(?<!-)(\\.(?!-)[a-z0-9-]{1,63}(?<!-))+$',
        message: 'a domain name such as cams.example.com',
      },
    },
    { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners', required: true },
    { source: 'productGroup', label: 'Product group', kind: 'text', required: true, maxLength: 64 },
    {
      source: 'locales',
      label: 'Locales',
      kind: 'enum',
      multiple: true,
      choices: CHOICES.locale,
      required: true,
    },
    { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.siteState, required: true },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'domain', 'partner', 'state', 'createdAt'],
    filters: [
      {
        source: 'q',
        label: 'Name or domain',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['name', 'domain'], match: 'contains' },
      },
      { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners' },
      { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.siteState },
    ],
    sort: { field: 'name', order: 'ASC' },
    bulkDelete: true,
  },
  access: {
    list: 'VIEW_WSE_PARTNERS',
    create: 'CREATE_WSE_PARTNERS',
    edit: 'EDIT_WSE_PARTNERS',
    delete: 'REMOVE_WSE_PARTNERS',
  },
  auditTarget: 'blacklabel',
};

export default blacklabels;
