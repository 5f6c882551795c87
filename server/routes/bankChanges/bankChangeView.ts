import type { BankChange } from '../../../contract/banking/bankChangeApi';
import type { bankDetailChanges } from '../../db/schema/bankChanges';

export type BankChangeRow = typeof bankDetailChanges.$inferSelect;

/**
 * A stored change as the API answers it, with its record's name when known.
 *
 * @example
 * bankChangeView(row, 'anna'); // { id: 3, resource: 'performers', record: 12, recordName: 'anna', … }
 */
export function bankChangeView(row: BankChangeRow, recordName: string | null): BankChange {
  return {
    id: row.id,
    resource: row.resource,
    record: row.recordId,
    recordName,
    values: row.values,
    requestedBy: { id: row.requestedById, username: row.requestedBy },
    requestedAt: row.requestedAt.toISOString(),
    status: row.status,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}
