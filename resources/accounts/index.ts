import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { idsOf } from '../idsOf';
import { roleChoices } from '../roleChoices';
import { idField } from '../commonFields';

/**
 * Staff accounts (Admin, docs/product.md#screens-and-routes): who signs in, with which own roles and groups.
 */
const accounts: ResourceDefinition = {
  name: 'accounts',
  label: { one: 'Account', many: 'Accounts' },
  recordRepresentation: 'username',
  icon: 'ManageAccountsOutlined',
  menu: { group: 'admin', order: 10 },
  routes: { list: '/admin/accounts', edit: '/admin/account/:id?' },
  ownRecord: { refuseDelete: 'You cannot delete your own account.' },
  heldRoles: { holder: 'account', source: 'effectiveRoles', grantedBy: 'roles' },
  api: {
    getList: { method: 'GET', path: '/login/accounts' },
    getOne: { method: 'GET', path: '/login/account/:id' },
    create: { method: 'POST', path: '/login/account' },
    update: { method: 'PUT', path: '/login/account' },
    delete: { method: 'DELETE', path: '/account/:id' },
    deleteMany: { method: 'DELETE', path: '/login/accounts' },
    relations: [
      {
        source: 'roles',
        write: { method: 'PUT', path: '/account/:id/roles' },
        inlineOnCreate: true,
      },
      {
        source: 'groups',
        write: { method: 'PUT', path: '/account/:id/groups' },
        // Anyone's with ASSIGN_GROUPS; one's own with ASSIGN_GROUPS_SELF (the hook refuses others').
        role: ['ASSIGN_GROUPS', 'ASSIGN_GROUPS_SELF'],
        inlineOnCreate: true,
      },
    ],
    toRecord: (raw) => ({ ...raw, groups: idsOf(raw.groups) }),
  },
  fields: [
    idField,
    {
      source: 'username',
      label: 'Username',
      kind: 'text',
      required: true,
      minLength: 2,
      maxLength: 64,
      unique: true,
      pattern: { regex: '^[A-Za-z0-9._@-]+$', message: 'letters, digits and . _ @ - only' },
    },
    { source: 'email', label: 'Email', kind: 'email', required: true, unique: true },
    {
      source: 'roles',
      label: 'Roles',
      kind: 'enum',
      multiple: true,
      choices: roleChoices,
      access: { read: 'VIEW_ROLES', edit: 'EDIT_ROLES' },
      helperText: 'Own roles; the roles of the account’s groups add to these.',
    },
    {
      source: 'groups',
      label: 'Groups',
      kind: 'reference',
      reference: 'groups',
      multiple: true,
      access: { edit: 'ASSIGN_GROUPS' },
    },
    {
      source: 'effectiveRoles',
      label: 'Effective roles',
      kind: 'list',
      readOnly: true,
      derived: true,
      editOnly: true,
      access: { read: 'VIEW_ROLES' },
      helperText: 'What the account may do: its own roles and those of its groups.',
      fields: [
        { source: 'role', label: 'Role', kind: 'enum', choices: roleChoices, readOnly: true },
        { source: 'from', label: 'From', kind: 'text', readOnly: true },
      ],
    },
    {
      source: 'disabled',
      label: 'Disabled',
      kind: 'boolean',
      editOnly: true,
      helperText: 'A disabled account cannot sign in; its sessions end at once.',
    },
    {
      source: 'twoFactorEnabled',
      label: 'Two-factor enrolled',
      kind: 'boolean',
      readOnly: true,
      editOnly: true,
    },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
    { source: 'updatedAt', label: 'Updated', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['username', 'email', 'groups', 'createdAt'],
    filters: [
      {
        source: 'q',
        label: 'Search',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['username', 'email'], match: 'contains' },
      },
      { source: 'role', label: 'Role', kind: 'enum', choices: roleChoices, alwaysOn: true },
      { source: 'group', label: 'Group', kind: 'reference', reference: 'groups', alwaysOn: true },
    ],
    sort: { field: 'username', order: 'ASC' },
    perPage: 25,
    bulkDelete: true,
    exportName: 'accounts',
  },
  form: {
    sections: [
      {
        label: 'Account',
        fields: ['id', 'username', 'email', 'disabled', 'twoFactorEnabled', 'createdAt', 'updatedAt'],
      },
      { label: 'Access', fields: ['roles', 'groups', 'effectiveRoles'] },
    ],
  },
  access: {
    list: 'VIEW_ACCOUNTS',
    create: 'CREATE_ACCOUNTS',
    edit: ['EDIT_ACCOUNTS', 'UPDATE_ACCOUNTS'],
    delete: 'REMOVE_ACCOUNTS',
    export: 'VIEW_ACCOUNTS',
  },
  actions: [
    {
      name: 'resetPassword',
      label: 'Send password reset',
      call: { method: 'POST', path: '/account/:id/password-reset' },
      role: 'EDIT_ACCOUNTS',
      confirm: 'Send a password reset link to this account?',
      success: 'Password reset sent',
      audit: 'account.reset-requested',
    },
    {
      name: 'sendQr',
      label: 'Re-send QR',
      call: { method: 'POST', path: '/account/:id/qr' },
      role: 'SEND_ACCOUNT_QR',
      confirm: 'Send a new two-factor QR link to this account?',
      success: 'QR link sent',
      audit: 'account.qr-sent',
    },
  ],
  auditTarget: 'account',
};

export default accounts;
