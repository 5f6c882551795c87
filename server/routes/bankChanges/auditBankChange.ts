import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import type { FieldChange } from '../../db/schema/trail';
import { auditView } from '../../resources/auditView';
import type { ApiRecord, ServedResource } from '../../resources/ServedResource';
import { writeAudit } from '../../trail/writeAudit';

export type BankChangeStep = 'requested' | 'approved' | 'rejected';

/**
 * Writes one step of a bank details change to the record's history (`performer.bank-details-change-approved`):
 * the account before and after (private values masked, as every history entry has them), or what it says.
 *
 * @example
 * await auditBankChange(tx, served, 12, principal, 'requested', { before, after });
 */
export async function auditBankChange(
  db: Db,
  served: ServedResource,
  id: number,
  actor: Principal,
  step: BankChangeStep,
  what: { before: ApiRecord; after: ApiRecord } | { changes: Record<string, FieldChange> },
): Promise<void> {
  const { auditTarget, fields } = served.definition;
  if (!auditTarget) return;
  const entry = {
    actor: actor.account,
    action: `${auditTarget}.bank-details-change-${step}`,
    target: `${auditTarget}:${id}`,
    save: actor.save,
  };
  if ('changes' in what) {
    await writeAudit(db, { ...entry, changes: what.changes });
    return;
  }
  const before = auditView(fields, what.before);
  const after = auditView(fields, what.after);
  await writeAudit(db, {
    ...entry,
    before: before.values,
    after: after.values,
    conceal: new Set([...before.conceal, ...after.conceal]),
  });
}
