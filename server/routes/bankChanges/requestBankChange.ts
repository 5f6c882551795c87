import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/Principal';
import { confirmSecondFactor } from '../../auth/confirmSecondFactor';
import { bankDetailChanges } from '../../db/schema/bankChanges';
import { validationError } from '../../http/ApiError';
import { loadRecord } from '../../resources/readRecords';
import type { ApiRecord, ServedResource } from '../../resources/ServedResource';
import { diffRecords } from '../../trail/writeAudit';
import { auditView } from '../../resources/auditView';
import { auditBankChange } from './auditBankChange';
import type { BankChangeRow } from './bankChangeView';

const isObject = (value: unknown): value is ApiRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record as it would read with the new values in place. */
function withValues(record: ApiRecord, values: ApiRecord): ApiRecord {
  const next: ApiRecord = { ...record };
  for (const [key, value] of Object.entries(values))
    next[key] = isObject(value) && isObject(record[key]) ? withValues(record[key], value) : value;
  return next;
}

/**
 * Holds a change of a record's payout account as pending, for a second person to approve: the record keeps its
 * approved details. Needs a fresh code of the actor's authenticator; supersedes the record's older pending change;
 * written to the record's history (values masked). The record's row stays locked meanwhile, so two requests for
 * one record queue up and the later one supersedes the earlier.
 *
 * @example
 * const row = await requestBankChange(app, served, 12, { private: { account_iban: 'NL91…' } }, '123456', principal);
 */
export async function requestBankChange(
  app: FastifyInstance,
  served: ServedResource,
  id: number,
  values: ApiRecord,
  code: string | undefined,
  actor: Principal,
): Promise<BankChangeRow> {
  return app.db.transaction(async (tx) => {
    const before = await loadRecord(tx, served, id, actor, { forUpdate: true });
    await confirmSecondFactor(tx, actor, code, 'Changing bank details');
    const after = withValues(before, values);
    const fields = served.definition.fields;
    const diff = diffRecords(auditView(fields, before).values, auditView(fields, after).values);
    if (Object.keys(diff).length === 0)
      throw validationError({ values: 'These are the bank details on record already' });
    const now = new Date();
    const pendingOfRecord = and(
      eq(bankDetailChanges.resource, served.definition.name),
      eq(bankDetailChanges.recordId, id),
      eq(bankDetailChanges.status, 'pending'),
    );
    await tx
      .update(bankDetailChanges)
      .set({
        status: 'superseded',
        decidedById: actor.account.id,
        decidedBy: actor.account.username,
        decidedAt: now,
        reason: 'A newer change replaced it',
      })
      .where(pendingOfRecord);
    const [row] = await tx
      .insert(bankDetailChanges)
      .values({
        resource: served.definition.name,
        recordId: id,
        values,
        requestedById: actor.account.id,
        requestedBy: actor.account.username,
        requestedAt: now,
      })
      .returning();
    await auditBankChange(tx, served, id, actor, 'requested', { before, after });
    return row!;
  });
}
