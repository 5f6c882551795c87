import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/Principal';
import { conflict, notFound, validationError } from '../http/ApiError';
import { writeAudit } from '../trail/writeAudit';
import { auditView } from './auditView';
import { columnValues } from './columnValues';
import { columnOf } from './fieldStorage';
import { loadRecord } from './readRecords';
import type { ApiRecord, RecordChange, ServedResource, WriteContext } from './ServedResource';
import { assertMayEdit, assertReferencesExist, assertUnique } from './writeChecks';

/** Finds the served resource of a referenced name, for reference checks. */
export type ServedLookup = (name: string) => ServedResource | undefined;

async function audit(context: WriteContext, served: ServedResource, change: RecordChange) {
  const { definition } = served;
  if (!definition.auditTarget) return;
  const before = auditView(definition.fields, change.before);
  const after = auditView(definition.fields, change.after);
  await writeAudit(context.tx, {
    actor: context.actor.account,
    action: `${definition.auditTarget}.${change.op}`,
    target: `${definition.auditTarget}:${change.id}`,
    before: change.before && before.values,
    after: change.after && after.values,
    conceal: new Set([...before.conceal, ...after.conceal]),
    save: context.actor.save,
  });
}

/** Runs one change in a transaction with the resource's hooks around it, the audit entry inside it. */
async function transact(
  app: FastifyInstance,
  served: ServedResource,
  actor: Principal,
  changes: (context: WriteContext) => Promise<RecordChange[]>,
): Promise<RecordChange[]> {
  const done = await app.db.transaction(async (tx) => {
    const context = { app, tx, actor };
    await served.hooks.lockFirst?.(context);
    const made = await changes(context);
    for (const change of made) await audit(context, served, change);
    return made;
  });
  for (const change of done) served.hooks.afterCommit?.(app, change);
  return done;
}

/**
 * Creates a record from a validated body: field roles, unique fields and references checked, the hooks' rules,
 * one transaction with its audit entry. Answers the complete record (present it before answering).
 *
 * @example
 * const record = await createRecord(app, served, { name: 'Night shift' }, principal, lookup);
 */
export async function createRecord(
  app: FastifyInstance,
  served: ServedResource,
  input: ApiRecord,
  actor: Principal,
  lookup: ServedLookup,
): Promise<ApiRecord> {
  assertMayEdit(served, input, actor, 'create');
  const [change] = await transact(app, served, actor, async (context) => {
    const { tx } = context;
    const change: RecordChange = { op: 'create', id: undefined, input, before: undefined, after: undefined };
    await assertUnique(tx, served, input);
    await assertReferencesExist(tx, served, input, lookup);
    await served.hooks.beforeWrite?.(context, change);
    const values = await columnValues(context, served, input, undefined);
    const [row] = await tx.insert(served.table).values(values).returning({ id: served.table.id });
    change.id = row?.id as number;
    await served.hooks.afterWrite?.(context, change);
    change.after = await loadRecord(tx, served, change.id, undefined);
    return [change];
  });
  return change!.after!;
}

/**
 * Changes a record at the version the editor saw (409 with the stored record otherwise), with the same checks
 * as a create, in one transaction with its audit entry.
 *
 * @example
 * const record = await updateRecord(app, served, 3, 2, { description: 'After 22:00' }, principal, lookup);
 */
export async function updateRecord(
  app: FastifyInstance,
  served: ServedResource,
  id: number,
  version: number,
  input: ApiRecord,
  actor: Principal,
  lookup: ServedLookup,
  present: (record: ApiRecord) => Promise<ApiRecord>,
): Promise<ApiRecord> {
  assertMayEdit(served, input, actor, 'update');
  const versionColumn = columnOf(served, 'version');
  const [change] = await transact(app, served, actor, async (context) => {
    const { tx } = context;
    const before = await loadRecord(tx, served, id, actor, { forUpdate: true });
    if (before.version !== version) throw conflict(await present(before));
    const change: RecordChange = { op: 'update', id, input, before, after: undefined };
    await assertUnique(tx, served, input, id);
    await assertReferencesExist(tx, served, input, lookup);
    await served.hooks.beforeWrite?.(context, change);
    const values = await columnValues(context, served, input, before);
    if (versionColumn) values.version = sql`${versionColumn} + 1`;
    await tx.update(served.table).set(values).where(eq(served.table.id, id));
    await served.hooks.afterWrite?.(context, change);
    change.after = await loadRecord(tx, served, id, undefined);
    return [change];
  });
  return change!.after!;
}

/**
 * Deletes records all at once or not at all (404 naming the first missing one), each through the hooks and
 * with its audit entry. Answers the records as they were.
 *
 * @example
 * const [removed] = await deleteRecords(app, served, [4], principal);
 */
export async function deleteRecords(
  app: FastifyInstance,
  served: ServedResource,
  ids: readonly number[],
  actor: Principal,
): Promise<ApiRecord[]> {
  const done = await transact(app, served, actor, async (context) => {
    const { tx } = context;
    const rows = await tx
      .select({ id: served.table.id })
      .from(served.table)
      .where(inArray(served.table.id, [...ids]))
      .for('update');
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(`${served.definition.label.one} ${missing}`);
    const refusal = served.definition.ownRecord?.refuseDelete;
    if (refusal && ids.includes(actor.account.id)) throw validationError({ id: refusal });
    const changes: RecordChange[] = [];
    for (const id of ids) {
      const before = await loadRecord(tx, served, id, actor);
      const change: RecordChange = { op: 'delete', id, input: {}, before, after: undefined };
      await served.hooks.beforeWrite?.(context, change);
      await tx.delete(served.table).where(eq(served.table.id, id));
      await served.hooks.afterWrite?.(context, change);
      changes.push(change);
    }
    return changes;
  });
  return done.map((change) => change.before!);
}
