import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';

/**
 * A member's payments (`/members/payments`, docs/product.md#calls), by payment type as
 * docs/product.md#entities labels them.
 */
const memberPayments: ResourceDefinition = {
  name: 'memberPayments',
  label: { one: 'Payment', many: 'Payments' },
  recordRepresentation: 'id',
  icon: 'PaymentsOutlined',
  routes: {},
  api: { getList: { method: 'GET', path: '/members/payments' } },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'member', label: 'Member', kind: 'reference', reference: 'members', readOnly: true },
    { source: 'createdAt', label: 'When', kind: 'datetime', readOnly: true },
    { source: 'type', label: 'Type', kind: 'enum', choices: CHOICES.paymentType, readOnly: true },
    { source: 'amount', label: 'Amount', kind: 'money', readOnly: true },
    { source: 'credits', label: 'Credits', kind: 'integer', readOnly: true },
    { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers', readOnly: true },
  ],
  list: {
    columns: ['createdAt', 'type', 'amount', 'credits', 'performer'],
    filters: [
      { source: 'member', label: 'Member', kind: 'reference', reference: 'members' },
      { source: 'type', label: 'Type', kind: 'enum', choices: CHOICES.paymentType },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
  },
  access: { list: 'VIEW_MEMBER_PAYMENTS' },
};

export default memberPayments;
