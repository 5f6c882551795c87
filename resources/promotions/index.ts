import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { PROMOTION_RULES } from './promotionRules';
import { idField, nameSearch, uniqueName } from '../commonFields';

/**
 * Promotions (Platform menu, Marketing routes): what a promotion places on the sites (dial-in number, logo,
 * theme, wallet), for whom (its rules) and when (active, from start to end). `live` says whether it runs today.
 */
const promotions: ResourceDefinition = {
  name: 'promotions',
  label: { one: 'Promotion', many: 'Promotions' },
  recordRepresentation: 'name',
  icon: 'CampaignOutlined',
  menu: { group: 'platform', order: 20 },
  routes: { list: '/marketing/promotions', edit: '/marketing/promotion/:id?' },
  api: { rest: '/promotions' },
  fields: [
    idField,
    uniqueName(120),
    {
      source: 'priority',
      label: 'Priority',
      kind: 'integer',
      min: 0,
      max: 1000,
      helperText: '10 when left empty',
    },
    { source: 'active', label: 'Active', kind: 'boolean' },
    {
      source: 'live',
      label: 'Live',
      kind: 'boolean',
      readOnly: true,
      derived: true,
      editOnly: true,
      helperText: 'Active, and today is within its start and end',
    },
    { source: 'startDate', label: 'Start', kind: 'date' },
    { source: 'endDate', label: 'End', kind: 'date', notBefore: 'startDate' },
    { source: 'group', label: 'Group', kind: 'reference', reference: 'promotionGroups' },
    {
      source: 'placements',
      label: 'Placements',
      kind: 'group',
      fields: [
        {
          source: 'dial-in',
          label: 'Dial-in',
          kind: 'group',
          fields: [{ source: 'value', label: 'Dial-in number', kind: 'text', maxLength: 40 }],
        },
        {
          source: 'logo',
          label: 'Logo',
          kind: 'group',
          fields: [{ source: 'image', label: 'Logo image', kind: 'image' }],
        },
        {
          source: 'theme',
          label: 'Theme',
          kind: 'group',
          fields: [{ source: 'value', label: 'Theme name', kind: 'text', maxLength: 80 }],
        },
        {
          source: 'wallet',
          label: 'Wallet',
          kind: 'group',
          fields: [{ source: 'value', label: 'Placed wallet', kind: 'reference', reference: 'wallets' }],
        },
      ],
    },
    {
      source: 'rules',
      label: 'Rules',
      kind: 'list',
      fields: [
        { source: 'rule', label: 'Rule', kind: 'enum', choices: PROMOTION_RULES, required: true },
        { source: 'active', label: 'Rule active', kind: 'boolean' },
      ],
    },
    {
      source: 'locations',
      label: 'Banner locations',
      kind: 'list',
      fields: [
        {
          source: 'type',
          label: 'Type',
          kind: 'enum',
          choices: [{ id: 'banner', name: 'Banner' }],
          required: true,
        },
        { source: 'name', label: 'Location name', kind: 'text', required: true, maxLength: 80 },
        { source: 'description', label: 'Description', kind: 'text', maxLength: 300 },
      ],
    },
    { source: 'wallets', label: 'Wallets', kind: 'reference', reference: 'wallets', multiple: true },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'priority', 'live', 'active', 'startDate', 'endDate', 'group'],
    // Groups have an edit page only (/marketing/group/{id?}): they are made from here.
    alsoCreate: ['promotionGroups'],
    filters: [
      nameSearch,
      { source: 'live', label: 'Live', kind: 'boolean' },
      { source: 'active', label: 'Active', kind: 'boolean' },
      { source: 'group', label: 'Group', kind: 'reference', reference: 'promotionGroups' },
    ],
    sort: { field: 'priority', order: 'DESC' },
    bulkDelete: true,
    exportName: 'promotions',
  },
  form: {
    sections: [
      {
        label: 'Promotion',
        fields: ['id', 'name', 'priority', 'active', 'live', 'startDate', 'endDate', 'group', 'createdAt'],
      },
      { label: 'Placements', fields: ['placements'] },
      { label: 'Rules', fields: ['rules'] },
      { label: 'Banner locations', fields: ['locations'] },
      { label: 'Wallets', fields: ['wallets'] },
    ],
  },
  // Promotions hold nothing personal and no money (a wallet is referenced by id): open, as the menu entry is.
  access: { page: OPEN, list: OPEN, create: OPEN, edit: OPEN, delete: OPEN, export: OPEN },
  auditTarget: 'promotion',
};

export default promotions;
