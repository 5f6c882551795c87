import type { ResourceDefinition } from '../../../../contract/ResourceDefinition';

/** A test-only resource with one field of each remaining kind, to prove every kind gets a working input. */
const payouts: ResourceDefinition = {
  name: 'payouts',
  label: { one: 'Payout', many: 'Payouts' },
  recordRepresentation: 'reference',
  icon: 'Payments',
  routes: { list: '/payouts', edit: '/payout/:id?' },
  api: {
    getList: { method: 'GET', path: '/payouts' },
    getOne: { method: 'GET', path: '/payout/:id' },
    create: { method: 'POST', path: '/payouts' },
  },
  fields: [
    { source: 'reference', label: 'Reference', kind: 'text', required: true },
    { source: 'amount', label: 'Amount', kind: 'money', required: true, min: 0 },
    { source: 'dueOn', label: 'Due on', kind: 'date' },
    { source: 'paid', label: 'Paid', kind: 'boolean' },
    {
      source: 'contacts',
      label: 'Contacts',
      kind: 'list',
      fields: [{ source: 'email', label: 'Contact email', kind: 'email', required: true }],
    },
  ],
  list: { columns: ['reference', 'amount', 'dueOn', 'paid'] },
};

export default payouts;
