import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/Principal';
import { confirmSecondFactor } from '../../auth/confirmSecondFactor';
import { ApiError, notFound } from '../../http/ApiError';
import { columnValues } from '../../resources/columnValues';
import { columnOf } from '../../resources/fieldStorage';
import { loadRecord } from '../../resources/readRecords';
import type { RecordChange, ServedResource } from '../../resources/ServedResource';
import { auditBankChange } from './auditBankChange';
import type { BankChangeRow } from './bankChangeView';
import { claimBankChange, pendingChange } from './claimBankChange';

/**
 * Approves a pending change as the second person: never its requester (403), with a fresh code of the approver's
 * authenticator. The record takes the new values and its next version in the same transaction, written to its
 * history; of two concurrent approvals one wins, the other gets a 409.
 *
 * @example
 * const approved = await approveBankChange(app, lookup, 7, '123456', principal);
 */
export async function approveBankChange(
  app: FastifyInstance,
  lookup: (name: string) => ServedResource | undefined,
  id: number,
  code: string | undefined,
  actor: Principal,
): Promise<BankChangeRow> {
  const pending = await pendingChange(app.db, id);
  if (pending.requestedById === actor.account.id)
    throw new ApiError(
      403,
      'FORBIDDEN',
      'You requested this change of bank details: a second person with the payout role must approve it.',
    );
  await confirmSecondFactor(app.db, actor, code, 'Approving a change of bank details');
  const served = lookup(pending.resource);
  if (!served) throw notFound(`The record of bank details change ${id}`);
  const { table } = served;
  const versionColumn = columnOf(served, 'version');
  const { approved, change } = await app.db.transaction(async (tx) => {
    // The record first, then the change, as a request locks them: two such transactions never wait on each other.
    const before = await loadRecord(tx, served, pending.recordId, actor, { forUpdate: true });
    const approved = await claimBankChange(tx, id, 'approved', actor);
    const input = approved.values;
    const values = await columnValues({ app, tx, actor }, served, input, before);
    if (versionColumn) values.version = sql`${versionColumn} + 1`;
    await tx.update(table).set(values).where(eq(table.id, approved.recordId));
    const after = await loadRecord(tx, served, approved.recordId, undefined);
    await auditBankChange(tx, served, approved.recordId, actor, 'approved', { before, after });
    const change: RecordChange = { op: 'update', id: approved.recordId, input, before, after };
    return { approved, change };
  });
  served.hooks.afterCommit?.(app, change);
  return approved;
}
