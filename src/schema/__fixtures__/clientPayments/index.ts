import type { ResourceDefinition } from '../../../../contract/ResourceDefinition';

/** A test-only related list: a client's payments, listed on the client's page to VIEW_MEMBER_PAYMENTS holders. */
const clientPayments: ResourceDefinition = {
  name: 'clientPayments',
  label: { one: 'Payment', many: 'Payments' },
  recordRepresentation: 'id',
  icon: 'PaymentsOutlined',
  routes: {},
  api: { getList: { method: 'GET', path: '/clients/payments' } },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'createdAt', label: 'When', kind: 'datetime', readOnly: true },
    {
      source: 'type',
      label: 'Type',
      kind: 'enum',
      readOnly: true,
      choices: [
        { id: 'clientppm', name: 'Chat' },
        { id: 'clientppt', name: 'Tip' },
      ],
    },
    { source: 'amount', label: 'Amount', kind: 'money', readOnly: true },
  ],
  list: { columns: ['createdAt', 'type', 'amount'], sort: { field: 'createdAt', order: 'DESC' }, perPage: 2 },
  access: { list: 'VIEW_MEMBER_PAYMENTS' },
};

export default clientPayments;
