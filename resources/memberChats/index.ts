import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';

/** A member's chat history: every chat with a performer, its kind, length and credits spent. */
const memberChats: ResourceDefinition = {
  name: 'memberChats',
  label: { one: 'Chat', many: 'Chat history' },
  recordRepresentation: 'id',
  icon: 'ForumOutlined',
  routes: {},
  api: { getList: { method: 'GET', path: '/wse/chats' } },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'member', label: 'Member', kind: 'reference', reference: 'members', readOnly: true },
    { source: 'startedAt', label: 'Started', kind: 'datetime', readOnly: true },
    { source: 'kind', label: 'Kind', kind: 'enum', choices: CHOICES.chatKind, readOnly: true },
    { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers', readOnly: true },
    { source: 'durationSeconds', label: 'Seconds', kind: 'integer', readOnly: true },
    { source: 'credits', label: 'Credits', kind: 'integer', readOnly: true },
  ],
  list: {
    columns: ['startedAt', 'kind', 'performer', 'durationSeconds', 'credits'],
    filters: [
      { source: 'member', label: 'Member', kind: 'reference', reference: 'members' },
      { source: 'kind', label: 'Kind', kind: 'enum', choices: CHOICES.chatKind },
    ],
    sort: { field: 'startedAt', order: 'DESC' },
    perPage: 10,
  },
  access: { list: 'VIEW_MEMBER_CHAT_HISTORY' },
};

export default memberChats;
