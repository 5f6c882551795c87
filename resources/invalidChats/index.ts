import { noteForm } from '../noteForm';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';

const notReviewed = (record: Record<string, unknown>) => (record.review ? 'Already reviewed' : undefined);

/**
 * Invalid Chats (Support): chats the platform flagged (too short, refunded, technical). Support reviews each
 * once: marks it valid, or gives the member the chat's credits back through the credits ledger.
 */
const invalidChats: ResourceDefinition = {
  name: 'invalidChats',
  label: { one: 'Invalid chat', many: 'Invalid Chats' },
  recordRepresentation: 'id',
  icon: 'SpeakerNotesOffOutlined',
  menu: { group: 'support', order: 20 },
  routes: { list: '/support/invalid-chats' },
  api: { rest: '/wse/chats/invalid' },
  fields: [
    { source: 'id', label: 'Chat', kind: 'integer', readOnly: true },
    { source: 'startedAt', label: 'Started', kind: 'datetime', readOnly: true },
    { source: 'member', label: 'Member', kind: 'reference', reference: 'members', readOnly: true },
    { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers', readOnly: true },
    { source: 'kind', label: 'Kind', kind: 'enum', choices: CHOICES.chatKind, readOnly: true },
    { source: 'durationSeconds', label: 'Seconds', kind: 'integer', readOnly: true },
    { source: 'credits', label: 'Credits', kind: 'integer', readOnly: true },
    {
      source: 'invalidReason',
      label: 'Flagged as',
      kind: 'enum',
      choices: CHOICES.invalidChatReason,
      readOnly: true,
    },
    { source: 'review', label: 'Review', kind: 'enum', choices: CHOICES.chatReview, readOnly: true },
    { source: 'reviewedBy', label: 'Reviewed by', kind: 'text', readOnly: true },
    { source: 'reviewNote', label: 'Note', kind: 'text', readOnly: true },
  ],
  list: {
    columns: [
      'startedAt',
      'member',
      'performer',
      'kind',
      'durationSeconds',
      'credits',
      'invalidReason',
      'review',
    ],
    filters: [
      {
        source: 'invalidReason',
        label: 'Flagged as',
        kind: 'enum',
        choices: CHOICES.invalidChatReason,
        alwaysOn: true,
      },
      { source: 'kind', label: 'Kind', kind: 'enum', choices: CHOICES.chatKind },
      { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers' },
      { source: 'member', label: 'Member', kind: 'reference', reference: 'members' },
    ],
    sort: { field: 'startedAt', order: 'DESC' },
    exportName: 'invalid-chats',
  },
  access: { list: 'VIEW_INVALID_CHATS', export: 'VIEW_INVALID_CHATS' },
  actions: [
    {
      name: 'markValid',
      label: 'Mark valid',
      call: { method: 'PUT', path: '/wse/chats/invalid/:id/valid' },
      role: 'VIEW_INVALID_CHATS',
      subject: ['member', 'performer', 'startedAt', 'durationSeconds'],
      success: 'Chat marked valid',
      audit: 'invalidChat.marked-valid',
      inList: true,
      form: noteForm,
      unavailable: notReviewed,
    },
    {
      name: 'refund',
      label: 'Refund credits',
      call: { method: 'PUT', path: '/wse/chats/invalid/:id/refund' },
      // Giving credits back is giving credits: the view role alone may not.
      role: 'DONATE_CREDITS',
      confirm: (record) => `The member gets the ${String(record.credits)} credits the chat cost back.`,
      subject: ['member', 'credits', 'performer', 'startedAt'],
      success: 'Credits refunded',
      audit: 'invalidChat.refund',
      inList: true,
      form: noteForm,
      unavailable: (record) =>
        notReviewed(record) ??
        (record.invalidReason === 'refunded'
          ? 'The platform refunded this chat already'
          : record.credits === 0
            ? 'The chat cost no credits'
            : undefined),
    },
  ],
};

export default invalidChats;
