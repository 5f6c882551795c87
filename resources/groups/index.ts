import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { idsOf } from '../idsOf';
import { roleChoices } from '../roleChoices';
import { idField, uniqueName } from '../commonFields';

/**
 * Groups of staff accounts (Admin, docs/product.md#screens-and-routes): every member gains the group's roles.
 */
const groups: ResourceDefinition = {
  name: 'groups',
  label: { one: 'Group', many: 'Groups' },
  recordRepresentation: 'name',
  icon: 'GroupsOutlined',
  menu: { group: 'admin', order: 20 },
  routes: { list: '/admin/groups', edit: '/admin/group/:id?' },
  heldRoles: { holder: 'group', source: 'roles', grantedBy: 'roles' },
  api: {
    getList: { method: 'GET', path: '/groups' },
    getOne: { method: 'GET', path: '/group/:id' },
    create: { method: 'POST', path: '/groups' },
    update: { method: 'PUT', path: '/groups' },
    delete: { method: 'DELETE', path: '/group/:id' },
    deleteMany: { method: 'DELETE', path: '/groups' },
    relations: [
      {
        source: 'roles',
        write: { method: 'PUT', path: '/group/:id/roles' },
      },
      {
        source: 'accounts',
        write: { method: 'PUT', path: '/group/:id/accounts' },
      },
    ],
    toRecord: (raw) => (raw.accounts === undefined ? raw : { ...raw, accounts: idsOf(raw.accounts) }),
  },
  fields: [
    idField,
    uniqueName(64),
    { source: 'description', label: 'Description', kind: 'text', multiline: true, maxLength: 500 },
    {
      source: 'roles',
      label: 'Roles',
      kind: 'enum',
      multiple: true,
      choices: roleChoices,
      access: { read: 'VIEW_ROLES', edit: 'EDIT_ROLES' },
    },
    {
      source: 'accounts',
      label: 'Accounts',
      kind: 'reference',
      reference: 'accounts',
      multiple: true,
      access: { edit: 'ASSIGN_GROUPS' },
    },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'description', 'createdAt'],
    filters: [
      {
        source: 'q',
        label: 'Search',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['name'], match: 'contains' },
      },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    bulkDelete: true,
    exportName: 'groups',
  },
  form: {
    sections: [
      { label: 'Group', fields: ['id', 'name', 'description', 'createdAt'] },
      { label: 'Members and roles', fields: ['accounts', 'roles'] },
    ],
  },
  access: {
    list: 'VIEW_GROUPS',
    create: 'CREATE_GROUPS',
    edit: 'UPDATE_GROUPS',
    delete: 'REMOVE_GROUPS',
    export: 'VIEW_GROUPS',
  },
  auditTarget: 'group',
};

export default groups;
