import { noteForm } from '../noteForm';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';

/** Abuse (Support): what members reported of a chat, open ones first to act on; resolved once with a note. */
const abuseReports: ResourceDefinition = {
  name: 'abuseReports',
  label: { one: 'Abuse report', many: 'Abuse' },
  recordRepresentation: 'excerpt',
  icon: 'ReportOutlined',
  menu: { group: 'support', order: 30 },
  routes: { list: '/support/abuse' },
  api: { rest: '/wse/chats/abuse' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'createdAt', label: 'Reported', kind: 'datetime', readOnly: true },
    { source: 'reporter', label: 'Reporter', kind: 'reference', reference: 'members', readOnly: true },
    { source: 'performer', label: 'Reported', kind: 'reference', reference: 'performers', readOnly: true },
    { source: 'chat', label: 'Chat', kind: 'integer', readOnly: true },
    { source: 'category', label: 'Category', kind: 'enum', choices: CHOICES.abuseCategory, readOnly: true },
    { source: 'excerpt', label: 'Excerpt', kind: 'text', readOnly: true },
    { source: 'status', label: 'Status', kind: 'enum', choices: CHOICES.abuseStatus, readOnly: true },
    { source: 'resolvedBy', label: 'Resolved by', kind: 'text', readOnly: true },
    { source: 'resolutionNote', label: 'Note', kind: 'text', readOnly: true },
  ],
  list: {
    columns: ['createdAt', 'reporter', 'performer', 'category', 'excerpt', 'status', 'resolutionNote'],
    filters: [
      { source: 'status', label: 'Status', kind: 'enum', choices: CHOICES.abuseStatus, alwaysOn: true },
      { source: 'category', label: 'Category', kind: 'enum', choices: CHOICES.abuseCategory, alwaysOn: true },
      { source: 'performer', label: 'Reported', kind: 'reference', reference: 'performers' },
      { source: 'reporter', label: 'Reporter', kind: 'reference', reference: 'members' },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    exportName: 'abuse-reports',
  },
  access: { list: 'VIEW_ABUSE_LOG', export: 'VIEW_ABUSE_LOG' },
  actions: [
    {
      name: 'resolve',
      label: 'Resolve',
      call: { method: 'PUT', path: '/wse/chats/abuse/:id/resolve' },
      role: 'VIEW_ABUSE_LOG',
      subject: ['excerpt', 'performer', 'reporter', 'category'],
      success: 'Report resolved',
      audit: 'abuse.resolve',
      inList: true,
      form: noteForm,
      unavailable: (record) => (record.status === 'resolved' ? 'Already resolved' : undefined),
    },
  ],
  auditTarget: 'abuse',
};

export default abuseReports;
