import { OPEN } from '../canAccess';
import type { ResourceDefinition } from '../ResourceDefinition';

/**
 * A resource that exists only in tests: the README's worked example (a test keeps the README equal to this file),
 * proving that a definition alone gives a list, a create and an edit screen (src/) and its API (server/).
 */
export const notes: ResourceDefinition = {
  name: 'notes',
  label: { one: 'Note', many: 'Notes' },
  recordRepresentation: 'title', // names a note in references, titles and history
  icon: 'StickyNote2Outlined', // an @mui/icons-material name
  routes: { list: '/notes', edit: '/note/:id?' }, // no id = create
  api: {
    getList: { method: 'GET', path: '/notes' },
    getOne: { method: 'GET', path: '/note/:id' },
    create: { method: 'POST', path: '/notes' },
    update: { method: 'PUT', path: '/notes' },
    delete: { method: 'DELETE', path: '/note/:id' },
    deleteMany: { method: 'DELETE', path: '/notes' },
    reveal: { method: 'POST', path: '/note/:id/reveal' },
  },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true, editOnly: true },
    { source: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120, unique: true },
    { source: 'priority', label: 'Priority', kind: 'integer', min: 1 }, // typed text becomes an integer
    {
      source: 'status',
      label: 'Status',
      kind: 'enum',
      choices: [
        { id: 'open', name: 'Open' },
        { id: 'done', name: 'Done' },
      ],
    },
    {
      source: 'details',
      label: 'Details',
      kind: 'group',
      fields: [
        { source: 'owner', label: 'Owner', kind: 'text' },
        {
          source: 'iban',
          label: 'IBAN',
          kind: 'text',
          masked: true,
          access: { reveal: 'REVENUE_PLATFORM', edit: 'REVENUE_PLATFORM' },
        },
      ],
    },
    { source: 'secret', label: 'Secret', kind: 'text', access: { read: 'VIEW_ROLES', edit: 'EDIT_ROLES' } },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true }, // 'YYYY-MM-DD HH:mm'
  ],
  list: {
    columns: ['title', 'priority', 'status', 'createdAt'],
    filters: [
      {
        source: 'q',
        label: 'Search',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['title'], match: 'contains' },
      },
      {
        source: 'status',
        label: 'Status',
        kind: 'enum',
        choices: [
          { id: 'open', name: 'Open' },
          { id: 'done', name: 'Done' },
        ],
      },
      { source: 'details.owner', label: 'Owner', kind: 'text' },
    ],
    sort: { field: 'title', order: 'ASC' },
    perPage: 10,
    bulkDelete: true,
    exportName: 'notes', // offers the CSV export
  },
  // Open on purpose (declared, as deny by default wants): notes hold nothing personal but the IBAN, guarded itself.
  access: { list: OPEN, create: OPEN, edit: OPEN, delete: 'REMOVE_ACCOUNTS' },
  auditTarget: 'note', // the record page shows its history: one entry per save, newest first, paged
};
