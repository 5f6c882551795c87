import { OPEN, type RoleNeed } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { EMAIL_AUDIENCES } from './emailEvents';
import { EMAIL_EVENT_CHOICES } from './emailEventChoices';
import { idField } from '../commonFields';

// No role of the catalogue names emails; those who look after the emails' audiences change what they receive.
const AUDIENCE_SUPPORT: RoleNeed = ['VIEW_NEW_PERFORMERS', 'VIEW_STUDIOS', 'SEARCH_MEMBER'];

/**
 * Emails (Platform): the email the platform sends on each event, per audience, with its subject and content and
 * a preview filled with sample data (as text: a template never runs as markup here). The events are fixed, so
 * templates are edited, never created or deleted. 'Send a test to myself' delivers the preview to one's own
 * address (no mail server: the server log and the sys log).
 */
const emails: ResourceDefinition = {
  name: 'emails',
  label: { one: 'Email', many: 'Emails' },
  recordRepresentation: 'subject',
  icon: 'EmailOutlined',
  menu: { group: 'platform', order: 30 },
  routes: { list: '/support/emails', edit: '/support/email/:id?' },
  api: { rest: '/emails' },
  fields: [
    idField,
    { source: 'audience', label: 'Audience', kind: 'enum', choices: EMAIL_AUDIENCES, readOnly: true },
    { source: 'event', label: 'Event', kind: 'enum', choices: EMAIL_EVENT_CHOICES, readOnly: true },
    {
      source: 'subject',
      label: 'Subject',
      kind: 'text',
      required: true,
      maxLength: 200,
      helperText: 'Placeholders: {username}, {email}, {site}, {link}, {studio}, {date}',
    },
    { source: 'content', label: 'Content', kind: 'text', required: true, maxLength: 20000, multiline: true },
    {
      source: 'previewSubject',
      label: 'Preview subject',
      kind: 'text',
      readOnly: true,
      derived: true,
      editOnly: true,
      helperText: 'The saved template with sample data',
    },
    {
      source: 'previewContent',
      label: 'Preview content',
      kind: 'text',
      readOnly: true,
      derived: true,
      editOnly: true,
      multiline: true,
    },
  ],
  list: {
    columns: ['audience', 'event', 'subject'],
    filters: [
      { source: 'audience', label: 'Audience', kind: 'enum', choices: EMAIL_AUDIENCES, alwaysOn: true },
    ],
    sort: { field: 'id', order: 'ASC' },
  },
  form: {
    sections: [
      { label: 'Event', fields: ['id', 'audience', 'event'] },
      { label: 'Template', fields: ['subject', 'content'] },
      { label: 'Preview', fields: ['previewSubject', 'previewContent'] },
    ],
  },
  access: { page: OPEN, list: OPEN, edit: AUDIENCE_SUPPORT },
  actions: [
    {
      name: 'sendTest',
      label: 'Send a test to myself',
      call: { method: 'POST', path: '/emails/:id/test' },
      role: AUDIENCE_SUPPORT,
      confirm: 'Sends this email as saved, filled with sample data, to your own address.',
      success: 'Test email sent to your address',
      audit: 'email.test',
    },
  ],
  auditTarget: 'email',
};

export default emails;
