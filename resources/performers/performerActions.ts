import type { RecordAction } from '../../contract/ResourceDefinition';

/** Reviewing a performer: approve, or deny with a reason. */
export const performerActions: readonly RecordAction[] = [
  {
    name: 'approve',
    label: 'Approve',
    call: { method: 'PUT', path: '/wse/users/:id/moderate' },
    sends: { decision: 'approve' },
    role: 'VIEW_NEW_PERFORMERS',
    confirm: 'Approve this performer? They get the approved email.',
    success: 'Performer approved',
    audit: 'performer.approve',
    inList: true,
    unavailable: (record) => (record.approved ? 'Already approved' : undefined),
  },
  {
    name: 'deny',
    label: 'Deny',
    call: { method: 'PUT', path: '/wse/users/:id/moderate' },
    sends: { decision: 'deny' },
    role: 'VIEW_NEW_PERFORMERS',
    success: 'Performer denied',
    audit: 'performer.deny',
    inList: true,
    form: [{ source: 'reason', label: 'Reason', kind: 'text', required: true, minLength: 3, maxLength: 500 }],
    unavailable: (record) => (record.reviewedAt && !record.approved ? 'Already denied' : undefined),
  },
];
