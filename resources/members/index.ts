import { OPEN } from '../../contract/canAccess';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { creditsChange } from './creditsChange';
import { privateFields, userMainFields } from '../userFields';

const field = (source: string) => userMainFields.find((candidate) => candidate.source === source)!;

/**
 * A member's email, location and address seen from the internet, each for its analytics role
 * (docs/product.md#roles-and-menu).
 */
const memberGuards: Record<string, FieldDefinition> = {
  email: {
    ...field('email'),
    masked: 'withoutRole',
    access: { reveal: 'MEMBER_EMAIL', edit: 'MEMBER_EMAIL' },
  },
  country: { ...field('country'), masked: 'withoutRole', access: { reveal: 'MEMBER_GEO' } },
  countryFromIP: { ...field('countryFromIP'), masked: 'withoutRole', access: { reveal: 'MEMBER_IP' } },
  affiliateCode: { ...field('affiliateCode'), access: { edit: 'MEMBER_AFFILIATE_CODE' } },
};

const creditsForm = [
  { source: 'amount', label: 'Credits', kind: 'integer', required: true, min: 1, max: 100_000 },
  { source: 'reason', label: 'Reason', kind: 'text', required: true, minLength: 3, maxLength: 500 },
] as const;

/**
 * Members (Support › Members and /member/:id, docs/product.md#screens-and-routes): the platform's customers,
 * their credits and payments.
 */
const members: ResourceDefinition = {
  name: 'members',
  label: { one: 'Member', many: 'Members' },
  recordRepresentation: 'username',
  icon: 'PersonSearchOutlined',
  menu: { group: 'support', order: 80 },
  routes: { list: '/support/members', edit: '/member/:id?' },
  api: {
    getList: { method: 'GET', path: '/members/overview' },
    getOne: { method: 'GET', path: '/member/:id' },
    update: { method: 'PUT', path: '/member/update/:id' },
    reveal: { method: 'POST', path: '/member/:id/reveal' },
  },
  fields: [
    ...userMainFields.map((field) => memberGuards[field.source] ?? field),
    { source: 'credits', label: 'Credits', kind: 'integer', readOnly: true, editOnly: true },
    { source: 'family', label: 'Family site', kind: 'reference', reference: 'families', readOnly: true },
    {
      source: 'private',
      label: 'Private part',
      kind: 'group',
      masked: true,
      access: { reveal: 'MEMBER_DETAIL', edit: 'MEMBER_DETAIL' },
      fields: privateFields(false),
    },
  ],
  list: {
    columns: [
      'username',
      'email',
      'whitelabel',
      'family',
      'state',
      'emailVerified',
      'country',
      'credits',
      'createdAt',
    ],
    filters: [
      {
        source: 'q',
        label: 'Username or email',
        kind: 'text',
        alwaysOn: true,
        search: { fields: ['username', 'email'], match: 'prefix' },
      },
      {
        source: 'whitelabel',
        label: 'Whitelabel',
        kind: 'reference',
        reference: 'whitelabels',
        alwaysOn: true,
      },
      { source: 'family', label: 'Family site', kind: 'reference', reference: 'families' },
      { source: 'state', label: 'State', kind: 'enum', choices: CHOICES.userState, alwaysOn: true },
      { source: 'emailVerified', label: 'Email verified', kind: 'boolean' },
      { source: 'country', label: 'Country', kind: 'text', maxLength: 2 },
      { source: 'createdAt_gte', label: 'Created from', kind: 'date' },
      { source: 'createdAt_lte', label: 'Created until', kind: 'date' },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 25,
    exportName: 'members',
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
          'credits',
          'affiliateCode',
          'affiliateInfo',
          'preferredLanguage',
          'languageBitflag',
          'country',
          'countryFromIP',
          'whitelabel',
          'family',
          'whitelabels',
          'pt1',
          'pt2',
          'pt3',
          'lastLogin',
          'createdAt',
        ],
      },
      { label: 'Private part', fields: ['private'] },
    ],
  },
  // The page is open (docs/product.md#roles-and-menu); its data is not: finding members is SEARCH_MEMBER,
  // changing them MEMBER_DETAIL.
  access: {
    page: OPEN,
    list: 'SEARCH_MEMBER',
    show: 'SEARCH_MEMBER',
    edit: 'MEMBER_DETAIL',
    export: 'SEARCH_MEMBER',
  },
  actions: [
    {
      name: 'donateCredits',
      label: 'Donate credits',
      call: { method: 'POST', path: '/member/:id/credits' },
      sends: { direction: 'donate' },
      keyed: true,
      role: 'DONATE_CREDITS',
      form: creditsForm,
      confirm: creditsChange(1),
      success: 'Credits donated',
      audit: 'member.credits-donate',
    },
    {
      name: 'reduceCredits',
      label: 'Reduce credits',
      call: { method: 'POST', path: '/member/:id/credits' },
      sends: { direction: 'reduce' },
      keyed: true,
      role: 'REDUCE_CREDITS',
      form: creditsForm,
      confirm: creditsChange(-1),
      success: 'Credits reduced',
      audit: 'member.credits-reduce',
      unavailable: (record) => (record.credits === 0 ? 'The balance is 0' : undefined),
    },
    {
      name: 'loginAs',
      label: 'Login as member',
      call: { method: 'POST', path: '/member/:id/login-as' },
      role: 'LOGIN_AS_MEMBER',
      confirm:
        'Create a one-time sign-in link for this member? It works once, for 60 seconds, and is audited.',
      success: 'Sign-in link created',
      audit: 'member.login-as',
      showsLink: true,
    },
    {
      name: 'restore',
      label: 'Restore',
      call: { method: 'PUT', path: '/member/restore/:id' },
      role: 'MEMBER_DETAIL',
      confirm: 'Restore this deleted member? They can sign in again.',
      success: 'Member restored',
      audit: 'member.restore',
      unavailable: (record) =>
        record.state === 'deleted' ? undefined : 'Only a deleted member can be restored',
    },
  ],
  related: [
    { resource: 'memberCredits', target: 'member', label: 'Credits ledger' },
    { resource: 'memberPayments', target: 'member', label: 'Payments' },
    { resource: 'memberChats', target: 'member', label: 'Chat history' },
  ],
  auditTarget: 'member',
};

export default members;
