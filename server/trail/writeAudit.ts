import { maskValue } from '../../contract/masking';
import type { Db } from '../db/Db';
import { auditLog, type FieldChange } from '../db/schema/trail';

/** Fields that never enter the audit trail, whatever the record. */
const SECRET_FIELDS = new Set([
  'passwordHash',
  'password',
  'totpSecret',
  'pendingTotpSecret',
  'tokenVersion',
]);
/** Bookkeeping that changes on every write and says nothing about what changed. */
const NOISE_FIELDS = new Set(['version', 'updatedAt']);

export interface AuditEntry {
  actor: { id: number; username: string } | null;
  action: string;
  /** `<kind>:<id>`, e.g. `account:12`, `group:3`. */
  target: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Private fields: the entry says they changed, with masked values, since history is read by more people. */
  conceal?: ReadonlySet<string>;
  /** What happened, when it is not a change of fields (a reveal and its reason). */
  changes?: Record<string, FieldChange>;
  /** The save it is part of (the principal's `save`), whose entries the history shows as one. */
  save?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two versions of a record, secrets left out. */
export function diffRecords(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key) || NOISE_FIELDS.has(key)) continue;
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (!same(old, now)) changes[key] = { before: old, after: now };
  }
  return changes;
}

function concealed(changes: Record<string, FieldChange>, keys: ReadonlySet<string> | undefined) {
  if (!keys) return changes;
  return Object.fromEntries(
    Object.entries(changes).map(([key, change]) =>
      keys.has(key)
        ? [key, { before: maskValue(change.before), after: maskValue(change.after) }]
        : [key, change],
    ),
  );
}

/**
 * Records one mutation: who did what to which record, with the before/after of its non-secret fields.
 *
 * @example
 * await writeAudit(tx, { actor, action: 'account.update', target: `account:${id}`, before, after });
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actor: entry.actor?.username ?? 'anonymous',
    action: entry.action,
    target: entry.target,
    changes: entry.changes ?? concealed(diffRecords(entry.before, entry.after), entry.conceal),
    saveId: entry.save ?? null,
  });
}
