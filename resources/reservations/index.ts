import { OPEN } from '../../contract/canAccess';
import { noteForm } from '../noteForm';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { CHOICES } from '../choices';
import { idField } from '../commonFields';

/**
 * Reservations (Finance): money held back from a performer's or a studio's payouts until a date, or until
 * released. The payout calculation takes the held ones off the earnings. Released, never deleted.
 */
const reservations: ResourceDefinition = {
  name: 'reservations',
  label: { one: 'Reservation', many: 'Reservations' },
  recordRepresentation: 'reason',
  icon: 'LockClockOutlined',
  menu: { group: 'finance', order: 20 },
  routes: { list: '/financial/reservations', edit: '/financial/reservation/:id?' },
  api: { rest: '/reservations' },
  fields: [
    idField,
    {
      source: 'performer',
      label: 'Performer',
      kind: 'reference',
      reference: 'performers',
      helperText: 'Hold back from a performer, or else from a studio',
    },
    { source: 'studio', label: 'Studio', kind: 'reference', reference: 'studios' },
    { source: 'amount', label: 'Amount', kind: 'money', required: true, min: 1 },
    { source: 'reason', label: 'Reason', kind: 'text', required: true, minLength: 3, maxLength: 500 },
    { source: 'until', label: 'Held until', kind: 'date', required: true },
    { source: 'status', label: 'Status', kind: 'enum', choices: CHOICES.reservationStatus, readOnly: true },
    { source: 'releasedAt', label: 'Released', kind: 'datetime', readOnly: true, editOnly: true },
    { source: 'releaseNote', label: 'Release note', kind: 'text', readOnly: true, editOnly: true },
    { source: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true, editOnly: true },
  ],
  list: {
    columns: ['performer', 'studio', 'amount', 'reason', 'until', 'status', 'createdAt'],
    filters: [
      { source: 'status', label: 'Status', kind: 'enum', choices: CHOICES.reservationStatus, alwaysOn: true },
      { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers' },
      { source: 'studio', label: 'Studio', kind: 'reference', reference: 'studios' },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    exportName: 'reservations',
  },
  form: {
    sections: [
      { label: 'Held from', fields: ['id', 'performer', 'studio'] },
      { label: 'Reservation', fields: ['amount', 'reason', 'until', 'status', 'createdAt'] },
      { label: 'Release', fields: ['releasedAt', 'releaseNote'] },
    ],
  },
  // Held money decides what a payout pays: the payout role reads and writes it (the menu entry stays open).
  access: {
    page: OPEN,
    list: 'REVENUE_PLATFORM',
    create: 'REVENUE_PLATFORM',
    edit: 'REVENUE_PLATFORM',
    export: 'REVENUE_PLATFORM',
  },
  actions: [
    {
      name: 'release',
      label: 'Release',
      call: { method: 'PUT', path: '/reservations/:id/release' },
      role: 'REVENUE_PLATFORM',
      confirm: 'The next payout no longer holds this amount back.',
      subject: ['performer', 'studio', 'amount', 'until', 'reason'],
      success: 'Reservation released',
      audit: 'reservation.release',
      inList: true,
      form: noteForm,
      unavailable: (record) => (record.status === 'released' ? 'Already released' : undefined),
    },
  ],
  auditTarget: 'reservation',
};

export default reservations;
