import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/** A member's credits ledger: every donation, reduction and purchase with the balance after it. */
const memberCredits: ResourceDefinition = {
  name: 'memberCredits',
  label: { one: 'Ledger entry', many: 'Credits ledger' },
  recordRepresentation: 'reason',
  icon: 'SavingsOutlined',
  routes: {},
  api: { getList: { method: 'GET', path: '/members/credits' } },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'member', label: 'Member', kind: 'reference', reference: 'members', readOnly: true },
    { source: 'createdAt', label: 'When', kind: 'datetime', readOnly: true },
    { source: 'amount', label: 'Credits', kind: 'integer', readOnly: true },
    { source: 'balance', label: 'Balance after', kind: 'integer', readOnly: true },
    { source: 'reason', label: 'Reason', kind: 'text', readOnly: true },
    { source: 'actor', label: 'By', kind: 'text', readOnly: true },
  ],
  list: {
    filters: [{ source: 'member', label: 'Member', kind: 'reference', reference: 'members' }],
    columns: ['createdAt', 'amount', 'balance', 'reason', 'actor'],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
  },
  access: { list: ['VIEW_MEMBER_PAYMENTS', 'DONATE_CREDITS', 'REDUCE_CREDITS'] },
};

export default memberCredits;
