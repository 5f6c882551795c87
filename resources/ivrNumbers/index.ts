import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField } from '../commonFields';

/**
 * IVR dial-in numbers (Platform, docs/product.md#screens-and-routes): the phone numbers members call per country,
 * the promotion a number belongs to and its state.
 */
const ivrNumbers: ResourceDefinition = {
  name: 'ivrNumbers',
  label: { one: 'IVR number', many: 'IVR numbers' },
  recordRepresentation: 'number',
  icon: 'PhoneInTalkOutlined',
  menu: { group: 'platform', order: 70, label: 'IVR' },
  routes: { list: '/tech/ivr', edit: '/tech/ivr-number/:id?' },
  api: { rest: '/ivr/numbers' },
  fields: [
    idField,
    {
      source: 'number',
      label: 'Number',
      kind: 'text',
      required: true,
      unique: true,
      maxLength: 16,
      pattern: { regex: '^\\+[1-9][0-9]{6,14}$', message: 'an international number, e.g. +31201234567' },
    },
    {
      source: 'country',
      label: 'Country',
      kind: 'text',
      required: true,
      maxLength: 2,
      pattern: { regex: '^[A-Z]{2}$', message: 'a two-letter country code, e.g. NL' },
    },
    { source: 'language', label: 'Language', kind: 'enum', choices: CHOICES.locale },
    { source: 'promotion', label: 'Promotion', kind: 'reference', reference: 'promotions' },
    { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.ivrState, required: true },
    { source: 'description', label: 'Description', kind: 'text', maxLength: 200 },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['number', 'country', 'language', 'promotion', 'state', 'createdAt'],
    filters: [
      {
        source: 'q',
        label: 'Number',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['number'], match: 'contains' },
      },
      { source: 'country', label: 'Country', kind: 'text' },
      { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.ivrState },
      { source: 'promotion', label: 'Promotion', kind: 'reference', reference: 'promotions' },
    ],
    sort: { field: 'country', order: 'ASC' },
    perPage: 25,
    exportName: 'ivr-numbers',
  },
  // An open page (docs/product.md#roles-and-menu) with nothing personal or money in it.
  access: { page: OPEN, list: OPEN, create: OPEN, edit: OPEN, delete: OPEN, export: OPEN },
  auditTarget: 'ivrNumber',
};

export default ivrNumbers;
