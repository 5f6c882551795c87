import { POSTBACK_EVENTS } from '../../contract/postbacks/postbackMacros';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * The log of postbacks sent, tests included (listed on the Postbacks page, newest first): where to, the answer's
 * status and time, or what failed. Written by the server only.
 */
const postbackLog: ResourceDefinition = {
  name: 'postbackLog',
  label: { one: 'Postback sent', many: 'Postbacks sent' },
  recordRepresentation: 'url',
  icon: 'HistoryOutlined',
  routes: {},
  api: { rest: '/partners/postback-log' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'at', label: 'Sent', kind: 'datetime', readOnly: true },
    { source: 'postback', label: 'Postback', kind: 'reference', reference: 'postbacks', readOnly: true },
    { source: 'partnerName', label: 'Partner', kind: 'text', readOnly: true, derived: true },
    {
      source: 'event',
      label: 'Event',
      kind: 'enum',
      choices: POSTBACK_EVENTS,
      readOnly: true,
      derived: true,
    },
    { source: 'method', label: 'Method', kind: 'text', readOnly: true },
    { source: 'url', label: 'URL', kind: 'text', readOnly: true },
    { source: 'status', label: 'Status', kind: 'integer', readOnly: true },
    { source: 'ms', label: 'Time (ms)', kind: 'integer', readOnly: true },
    { source: 'error', label: 'Error', kind: 'text', readOnly: true },
    { source: 'test', label: 'Test', kind: 'boolean', readOnly: true },
  ],
  list: {
    columns: ['at', 'partnerName', 'event', 'url', 'status', 'ms', 'error', 'test'],
    filters: [{ source: 'postback', label: 'Postback', kind: 'reference', reference: 'postbacks' }],
    sort: { field: 'at', order: 'DESC' },
    perPage: 10,
  },
  access: { list: 'VIEW_PHX_AFFILIATES' },
};

export default postbackLog;
