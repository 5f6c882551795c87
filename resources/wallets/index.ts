import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField, nameSearch, uniqueName } from '../commonFields';

/** Wallets (Platform menu, Finance routes): the credit bundles offered to members, per currency and sites. */
const wallets: ResourceDefinition = {
  name: 'wallets',
  label: { one: 'Wallet', many: 'Wallets' },
  recordRepresentation: 'name',
  icon: 'AccountBalanceWalletOutlined',
  menu: { group: 'platform', order: 50 },
  routes: { list: '/financial/wallets', edit: '/financial/wallet/:id?' },
  api: { rest: '/wallets' },
  fields: [
    idField,
    uniqueName(80),
    { source: 'currency', label: 'Currency', kind: 'enum', choices: CHOICES.currency, required: true },
    { source: 'active', label: 'Active', kind: 'boolean' },
    { source: 'sites', label: 'Sites', kind: 'reference', reference: 'whitelabels', multiple: true },
    {
      source: 'bundles',
      label: 'Bundles',
      kind: 'list',
      fields: [
        { source: 'price', label: 'Price', kind: 'money', currencyFrom: 'currency', required: true, min: 1 },
        { source: 'credits', label: 'Credits', kind: 'integer', required: true, min: 1, max: 1_000_000 },
        { source: 'bonusCredits', label: 'Bonus credits', kind: 'integer', min: 0, max: 1_000_000 },
      ],
    },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['name', 'currency', 'active', 'sites', 'createdAt'],
    filters: [nameSearch, { source: 'active', label: 'Active', kind: 'boolean' }],
    sort: { field: 'name', order: 'ASC' },
    exportName: 'wallets',
  },
  form: {
    sections: [
      { label: 'Wallet', fields: ['id', 'name', 'currency', 'active', 'sites', 'createdAt'] },
      { label: 'Bundles', fields: ['bundles'] },
    ],
  },
  // A wallet is a tariff group of credit bundles with their prices (the tariff roles of
  // docs/product.md#roles-and-menu).
  access: {
    page: OPEN,
    list: 'EDIT_TARIFF',
    create: 'ADD_TARIFF_GROUP',
    edit: 'EDIT_TARIFF',
    delete: 'ADD_TARIFF_GROUP',
    export: 'EDIT_TARIFF',
  },
  auditTarget: 'wallet',
};

export default wallets;
