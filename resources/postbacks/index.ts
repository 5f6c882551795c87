import {
  POSTBACK_EVENTS,
  POSTBACK_MACRO_HELP,
  POSTBACK_URL_PATTERN,
} from '../../contract/postbacks/postbackMacros';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { idField } from '../commonFields';

const METHODS = [
  { id: 'GET', name: 'GET' },
  { id: 'POST', name: 'POST (the macros as JSON)' },
];

/**
 * Postbacks (Partners › Postbacks, docs/product.md#screens-and-routes): the URL a partner is called at when one
 * of its visitors signs up, pays or charges back, one per partner and event, with macros the server fills. The
 * Postbacks page (src/pages/postbacks) lists them, sends a test and shows the log; this definition gives their
 * record page, calls and validation.
 */
const postbacks: ResourceDefinition = {
  name: 'postbacks',
  label: { one: 'Postback', many: 'Postbacks' },
  recordRepresentation: 'url',
  icon: 'WebhookOutlined',
  routes: { edit: '/partners/postback/:id?', back: '/partners/postbacks' },
  api: { rest: '/partners/postbacks' },
  fields: [
    idField,
    { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners', required: true },
    { source: 'partnerName', label: 'Partner', kind: 'text', readOnly: true, derived: true, editOnly: true },
    {
      source: 'partnerCode',
      label: 'Partner code',
      kind: 'text',
      readOnly: true,
      derived: true,
      editOnly: true,
    },
    { source: 'event', label: 'Event', kind: 'enum', choices: POSTBACK_EVENTS, required: true },
    { source: 'method', label: 'Method', kind: 'enum', choices: METHODS, required: true },
    {
      source: 'url',
      label: 'URL',
      kind: 'text',
      required: true,
      maxLength: 2000,
      multiline: true,
      helperText: POSTBACK_MACRO_HELP,
      pattern: {
        regex: POSTBACK_URL_PATTERN,
        message: 'an http:// or https:// address without spaces, using only the macros listed',
      },
    },
    { source: 'active', label: 'Active', kind: 'boolean' },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['partnerName', 'partnerCode', 'event', 'method', 'url', 'active'],
    filters: [
      { source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners', alwaysOn: true },
      { source: 'event', label: 'Event', kind: 'enum', choices: POSTBACK_EVENTS, alwaysOn: true },
    ],
    sort: { field: 'id', order: 'ASC' },
    perPage: 10,
  },
  // The partner's name and code are the list's; the form names the partner through its reference.
  form: {
    sections: [
      { label: '', fields: ['id', 'partner', 'event', 'method', 'active', 'createdAt'] },
      { label: 'Where to', fields: ['url'] },
    ],
  },
  access: {
    page: 'VIEW_PAGE_POSTBACKS',
    list: 'VIEW_PHX_AFFILIATES',
    create: 'CREATE_PHX_AFFILIATES',
    edit: 'EDIT_PHX_AFFILIATES',
    delete: 'REMOVE_PHX_AFFILIATES',
  },
  auditTarget: 'postback',
};

export default postbacks;
