import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { bonusStatus } from './bonusStatus';
import { idField } from '../commonFields';

/**
 * Bonuses (Support): money granted to a performer on top of their earnings. The first payout calculated for
 * the bonus's month or later pays it on the performer's invoice (theirs, or their studio's); once that payout is
 * final the bonus is paid and never changes again.
 */
const bonuses: ResourceDefinition = {
  name: 'bonuses',
  label: { one: 'Bonus', many: 'Bonuses' },
  recordRepresentation: 'reason',
  icon: 'CardGiftcardOutlined',
  menu: { group: 'support', order: 100, label: 'Bonus' },
  routes: { list: '/support/bonus', edit: '/bonus/:id?' },
  api: { rest: '/bonuses' },
  fields: [
    idField,
    { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers', required: true },
    { source: 'amount', label: 'Amount', kind: 'money', required: true, min: 1 },
    { source: 'reason', label: 'Reason', kind: 'text', required: true, minLength: 3, maxLength: 500 },
    {
      source: 'period',
      label: 'Period',
      kind: 'text',
      required: true,
      pattern: { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: 'a month as YYYY-MM' },
      helperText: 'The month it is for (YYYY-MM): the first payout of that month or later pays it',
    },
    { source: 'status', label: 'Status', kind: 'enum', choices: bonusStatus, readOnly: true },
    { source: 'paidInvoice', label: 'Paid with invoice', kind: 'text', readOnly: true, editOnly: true },
    { source: 'paidAt', label: 'Paid', kind: 'datetime', readOnly: true, editOnly: true },
    { source: 'createdAt', label: 'Granted', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['performer', 'amount', 'reason', 'period', 'status', 'paidInvoice', 'createdAt'],
    filters: [
      { source: 'status', label: 'Status', kind: 'enum', choices: bonusStatus, alwaysOn: true },
      { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers' },
      { source: 'period', label: 'Period', kind: 'text' },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    exportName: 'bonuses',
  },
  form: {
    sections: [
      { label: 'Bonus', fields: ['id', 'performer', 'amount', 'reason', 'period', 'createdAt'] },
      { label: 'Payout', fields: ['status', 'paidInvoice', 'paidAt'] },
    ],
  },
  access: {
    page: 'MODEL_BONUS',
    list: 'MODEL_BONUS',
    create: 'MODEL_BONUS',
    edit: 'MODEL_BONUS',
    delete: 'MODEL_BONUS',
    export: 'MODEL_BONUS',
  },
  auditTarget: 'bonus',
};

export default bonuses;
