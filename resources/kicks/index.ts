import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/** Kick Log (Support): who was put out of which performer's room, by whom, when and why. Read only. */
const kicks: ResourceDefinition = {
  name: 'kicks',
  label: { one: 'Kick', many: 'Kicks' },
  recordRepresentation: 'reason',
  icon: 'BlockOutlined',
  menu: { group: 'support', order: 40, label: 'Kick Log' },
  routes: { list: '/support/kick' },
  api: { rest: '/wse/chats/kicks' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'createdAt', label: 'When', kind: 'datetime', readOnly: true },
    { source: 'kickedBy', label: 'Kicked by', kind: 'text', readOnly: true },
    { source: 'member', label: 'Member', kind: 'reference', reference: 'members', readOnly: true },
    { source: 'performer', label: 'Room', kind: 'reference', reference: 'performers', readOnly: true },
    { source: 'reason', label: 'Reason', kind: 'text', readOnly: true },
  ],
  list: {
    columns: ['createdAt', 'kickedBy', 'member', 'performer', 'reason'],
    filters: [
      { source: 'performer', label: 'Room', kind: 'reference', reference: 'performers', alwaysOn: true },
      { source: 'member', label: 'Member', kind: 'reference', reference: 'members' },
      { source: 'kickedBy', label: 'Kicked by', kind: 'text' },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    exportName: 'kicks',
  },
  access: { list: 'VIEW_KICK_LOG', export: 'VIEW_KICK_LOG' },
};

export default kicks;
