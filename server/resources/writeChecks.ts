import { and, inArray, ne, sql } from 'drizzle-orm';
import { holdsAny, type RoleNeed } from '../../contract/canAccess';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';
import { isEmptyValue } from '../../contract/isEmptyValue';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Db';
import { ApiError, validationError } from '../http/ApiError';
import { storageOf } from './fieldStorage';
import type { ApiRecord, ServedResource } from './ServedResource';

const nothing = (value: unknown) => isEmptyValue(value) || (Array.isArray(value) && value.length === 0);
const roleText = (need: RoleNeed) => [need].flat().join(' or ');

const FOUR_EYES = 'Bank details change under four eyes: use Change bank details';

/** 403 naming the payout account fields a record's own save sent: they change only through a bank details change. */
function refuseFourEyes(served: ServedResource, fields: Record<string, string>): void {
  const paths = Object.keys(fields);
  if (paths.length === 0) return;
  const labels = paths.map((path) => findField(served.definition.fields, path)?.label ?? path);
  throw new ApiError(
    403,
    'FORBIDDEN',
    `${labels.join(', ')} change under four eyes, not with the record: request the change with Change bank details (POST /bank-changes) and a second person approves it.`,
    { fields },
  );
}

/**
 * 403 naming each field the caller sent but may not change (its `access.edit` or `access.read` role). A new record's empty
 * fields are no change, so they pass. The payout account (`fourEyes` fields) is refused to everyone: it changes
 * only through a bank details change that a second person approves.
 *
 * @example
 * assertMayEdit(served, { affiliateCode: 'X' }, principal, 'update'); // 403 without MEMBER_AFFILIATE_CODE
 */
export function assertMayEdit(
  served: ServedResource,
  input: ApiRecord,
  actor: Principal,
  op: 'create' | 'update',
): void {
  const refused: Record<string, string> = {};
  const fourEyes: Record<string, string> = {};
  const walk = (fields: readonly FieldDefinition[], values: ApiRecord, prefix: string) => {
    for (const field of fields) {
      if (!(field.source in values) || (op === 'create' && nothing(values[field.source]))) continue;
      const path = `${prefix}${field.source}`;
      if (field.fourEyes) fourEyes[path] = FOUR_EYES;
      // Nobody changes what they may not read (docs/architecture.md#security): it would be written blind.
      const need = [field.access?.edit, field.access?.read].find(
        (role) => role !== undefined && !holdsAny(actor.roles, role),
      );
      if (need) refused[path] = `Changing it needs the role ${roleText(need)}`;
      const value = values[field.source];
      if (field.kind === 'group' && typeof value === 'object' && value !== null)
        walk(field.fields, value as ApiRecord, `${path}.`);
    }
  };
  walk(served.definition.fields, input, '');
  refuseFourEyes(served, fourEyes);
  const paths = Object.keys(refused);
  if (paths.length === 0) return;
  const labels = paths.map((path) => served.definition.fields.find((f) => f.source === path)?.label ?? path);
  throw new ApiError(
    403,
    'FORBIDDEN',
    `You may not change ${labels.join(', ')}: ${Object.values(refused)[0]}.`,
    {
      fields: refused,
    },
  );
}

/**
 * 400 naming each `unique` field whose value another record holds (text compared without regard to case).
 *
 * @example
 * await assertUnique(tx, served, { name: 'Support' }, 3); // { fields: { name: 'This name is taken' } }
 */
export async function assertUnique(db: Db, served: ServedResource, input: ApiRecord, exceptId?: number) {
  const taken: Record<string, string> = {};
  for (const { field, column } of storageOf(served).values()) {
    const value = input[field.source];
    if (!field.unique || !column || nothing(value)) continue;
    const [clash] = await db
      .select({ id: served.table.id })
      .from(served.table)
      .where(
        and(
          sql`lower(${column}) = ${String(value).toLowerCase()}`,
          exceptId === undefined ? undefined : ne(served.table.id, exceptId),
        ),
      )
      .limit(1);
    if (clash) taken[field.source] = `This ${field.label.toLowerCase()} is taken`;
  }
  if (Object.keys(taken).length > 0) throw validationError(taken);
}

/**
 * 400 naming each reference field that points at records which do not exist (`Unknown group: 4, 9`).
 *
 * @example
 * await assertReferencesExist(tx, served, { groups: [4, 9] }, servedByName);
 */
export async function assertReferencesExist(
  db: Db,
  served: ServedResource,
  input: ApiRecord,
  servedByName: (name: string) => ServedResource | undefined,
): Promise<void> {
  const unknown: Record<string, string> = {};
  for (const field of served.definition.fields) {
    const value = input[field.source];
    if (field.kind !== 'reference' || nothing(value)) continue;
    const target = servedByName(field.reference);
    if (!target) continue;
    const ids = [value].flat().filter((id): id is number => typeof id === 'number');
    const found = await db
      .select({ id: target.table.id })
      .from(target.table)
      .where(inArray(target.table.id, ids));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0)
      unknown[field.source] = `Unknown ${target.definition.label.one.toLowerCase()}: ${missing.join(', ')}`;
  }
  if (Object.keys(unknown).length > 0) throw validationError(unknown);
}
