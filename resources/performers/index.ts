import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { privateFields, userMainFields } from '../userFields';
import { performerActions } from './performerActions';
import { performerProfile } from './performerProfile';

/**
 * Performers ('Modellen', docs/product.md#screens-and-routes): the platform's models, their papers, profile
 * and review.
 */
const performers: ResourceDefinition = {
  name: 'performers',
  label: { one: 'Performer', many: 'Performers' },
  recordRepresentation: 'username',
  icon: 'FaceRetouchingNaturalOutlined',
  menu: { group: 'support', order: 50, label: 'Modellen' },
  routes: { list: '/support/performers', edit: '/performer/:id?' },
  api: {
    rest: '/wse/users',
    reveal: { method: 'POST', path: '/wse/users/:id/reveal' },
  },
  fields: [
    ...userMainFields,
    { source: 'accountState', label: 'Account state', kind: 'enum', choices: CHOICES.accountState },
    { source: 'studio', label: 'Studio', kind: 'reference', reference: 'studios' },
    {
      source: 'tariffGroup',
      label: 'Tariff group',
      kind: 'reference',
      reference: 'tariffGroups',
      access: { edit: 'EDIT_TARIFF' },
    },
    {
      source: 'onlineStatus',
      label: 'Online status',
      kind: 'enum',
      choices: CHOICES.onlineStatus,
      readOnly: true,
    },
    { source: 'approved', label: 'Approved', kind: 'boolean', readOnly: true, editOnly: true },
    { source: 'reviewedAt', label: 'Reviewed', kind: 'datetime', readOnly: true, editOnly: true },
    {
      source: 'private',
      label: 'Private part',
      kind: 'group',
      masked: true,
      access: { reveal: 'MEMBER_DETAIL', edit: 'MEMBER_DETAIL' },
      fields: privateFields(true, true),
    },
    performerProfile,
    {
      source: 'identity',
      label: 'Identity',
      kind: 'group',
      masked: true,
      access: { reveal: 'MEMBER_DETAIL', edit: 'MEMBER_DETAIL' },
      fields: [
        { source: 'photoFrontData', label: 'Photo front', kind: 'image' },
        { source: 'photoBackData', label: 'Photo back', kind: 'image' },
      ],
    },
    {
      source: 'attachments',
      label: 'Attachments',
      kind: 'list',
      readOnly: true,
      fields: [
        { source: 'kind', label: 'Kind', kind: 'enum', choices: CHOICES.attachmentKind },
        { source: 'file', label: 'File', kind: 'image', masked: true, access: { reveal: 'MEMBER_DETAIL' } },
        { source: 'createdAt', label: 'Uploaded', kind: 'datetime' },
      ],
    },
    {
      source: 'earnings',
      label: 'Earnings',
      kind: 'group',
      readOnly: true,
      editOnly: true,
      fields: [
        { source: 'today', label: 'Today', kind: 'money' },
        { source: 'thisMonth', label: 'This month', kind: 'money' },
        { source: 'lastMonth', label: 'Last month', kind: 'money' },
        { source: 'total', label: 'Total', kind: 'money' },
      ],
    },
  ],
  list: {
    columns: ['username', 'email', 'studio', 'state', 'approved', 'onlineStatus', 'createdAt'],
    filters: [
      {
        source: 'q',
        label: 'Username or email',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['username', 'email'], match: 'prefix' },
      },
      { source: 'toReview', label: 'To review', kind: 'boolean', alwaysOn: true },
      { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.userState },
      { source: 'approved', label: 'Approved', kind: 'boolean' },
      { source: 'onlineStatus', label: 'Online status', kind: 'enum', choices: CHOICES.onlineStatus },
      { source: 'studio', label: 'Studio', kind: 'reference', reference: 'studios' },
      { source: 'tariffGroup', label: 'Tariff group', kind: 'reference', reference: 'tariffGroups' },
      { source: 'whitelabel', label: 'Whitelabel', kind: 'reference', reference: 'whitelabels' },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 25,
    exportName: 'performers',
  },
  form: {
    sections: [
      {
        label: 'Main',
        fields: [
          'id',
          'username',
          'email',
          'emailVerified',
          'emailOptout',
          'state',
          'accountState',
          'approved',
          'reviewedAt',
          'onlineStatus',
          'studio',
          'tariffGroup',
          'affiliateCode',
          'affiliateInfo',
          'preferredLanguage',
          'languageBitflag',
          'country',
          'countryFromIP',
          'whitelabel',
          'whitelabels',
          'pt1',
          'pt2',
          'pt3',
          'lastLogin',
          'createdAt',
        ],
      },
      { label: 'Earnings', fields: ['earnings'] },
      { label: 'Private part', fields: ['private'] },
      { label: 'Profile', fields: ['profile'] },
      { label: 'Identity', fields: ['identity', 'attachments'] },
    ],
  },
  // The page is open (docs/product.md#roles-and-menu); its data is not: staff who search models, manage
  // studios or review performers.
  access: {
    page: OPEN,
    list: 'VIEW_NEW_PERFORMERS',
    show: ['VIEW_NEW_PERFORMERS', 'VIEW_STUDIOS', 'SEARCH_MEMBER'],
    edit: 'VIEW_NEW_PERFORMERS',
    export: 'VIEW_NEW_PERFORMERS',
  },
  actions: performerActions,
  auditTarget: 'performer',
};

export default performers;
