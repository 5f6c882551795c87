import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/Principal';
import type { ServedResource } from '../../resources/ServedResource';
import { auditBankChange } from './auditBankChange';
import type { BankChangeRow } from './bankChangeView';
import { claimBankChange } from './claimBankChange';

/**
 * Rejects a pending change, with the reason, by its requester or another holder of the payout role (the route
 * asks for the role); the record keeps its details. Written to the record's history.
 *
 * @example
 * const rejected = await rejectBankChange(app, lookup, 7, 'The performer did not sign the form', principal);
 */
export async function rejectBankChange(
  app: FastifyInstance,
  lookup: (name: string) => ServedResource | undefined,
  id: number,
  reason: string,
  actor: Principal,
): Promise<BankChangeRow> {
  return app.db.transaction(async (tx) => {
    const rejected = await claimBankChange(tx, id, 'rejected', actor, reason);
    const served = lookup(rejected.resource);
    if (served)
      await auditBankChange(tx, served, rejected.recordId, actor, 'rejected', {
        changes: { Reason: { before: null, after: reason } },
      });
    return rejected;
  });
}
