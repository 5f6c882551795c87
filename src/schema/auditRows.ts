import type { Identifier } from 'ra-core';
import { datesInText } from '../lib/datesInText';
import { formatDateTime } from '../lib/formatDateTime';
import { auditActionText } from './auditActionText';
import { auditFieldLabel } from './auditFieldLabel';
import { displayValue } from './displayValue';
import { referencedIds } from './referencedIds';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';
import { isEmptyValue } from '../../contract/isEmptyValue';

/** One entry as `GET /audit` answers it: one per save. */
export interface AuditEntry {
  id: Identifier;
  at: string;
  actor: string;
  action: string;
  changes?: Record<string, { before?: unknown; after?: unknown }>;
}

/** A value as the history shows it: text, or the records a reference names (shown by their names). */
export type AuditValue = string | { reference: string; ids: Identifier[] };

export interface AuditChange {
  key: string;
  field: string;
  /** Absent where there was nothing before: the entry created the record, or notes a reveal's reason. */
  before?: AuditValue;
  after: AuditValue;
}

export interface AuditRow {
  key: string;
  when: string;
  who: string;
  action: string;
  changes: AuditChange[];
}

/** Who wrote the entry: the server says `anonymous` for a call made without signing in (a reset link). */
const who = (actor: string) => (actor === 'anonymous' ? 'Not signed in' : actor);

function valueOf(field: FieldDefinition | undefined, value: unknown): AuditValue {
  // What an action notes beside the fields (a link's expiry) is the server's text: its moments are written as ours.
  if (!field) return datesInText(displayValue(field, value));
  if (field.kind !== 'reference') return displayValue(field, value);
  const ids = isEmptyValue(value) ? [] : referencedIds(value);
  return ids.length === 0 ? '' : { reference: field.reference, ids };
}

/** Where a path's field stands in the definition (inside its groups too), to list changes in form order. */
function rank(fields: readonly FieldDefinition[], path: string): number[] {
  const [head, ...rest] = path.split('.');
  const index = fields.findIndex((field) => field.source === head);
  const field = fields[index];
  if (!field) return [fields.length];
  return field.kind === 'group' && rest.length > 0 ? [index, ...rank(field.fields, rest.join('.'))] : [index];
}

const byRank = (a: number[], b: number[]): number => {
  const diff = (a[0] ?? -1) - (b[0] ?? -1);
  return diff !== 0 || a.length === 0 ? diff : byRank(a.slice(1), b.slice(1));
};

/** A new record's entry lists what it was created with: not its ids and stamps, nor what was left empty. */
const createdWith = (field: FieldDefinition | undefined, path: string, after: unknown) =>
  path !== 'id' && !field?.readOnly && !isEmptyValue(after) && !(Array.isArray(after) && after.length === 0);

/**
 * A record's history entries as rows, one per entry (one per save): when, who, the action in words and each
 * changed field (in the form's order) with its label, before and after as the screens show them (references as the records they
 * name, for the view to show by name).
 *
 * @example
 * auditRows(accounts.fields, [{ id: 9, at, actor: 'admin', action: 'account.groups', changes: { groups: { before: [], after: [2] } } }]);
 * // [{ who: 'admin', action: 'Changed', changes: [{ field: 'Groups', before: '', after: { reference: 'groups', ids: [2] } }], … }]
 */
export function auditRows(fields: readonly FieldDefinition[], entries: readonly AuditEntry[]): AuditRow[] {
  return entries.map((entry) => {
    const verb = entry.action.slice(entry.action.indexOf('.') + 1);
    const created = verb === 'create';
    const paths = Object.entries(entry.changes ?? {}).sort(([a], [b]) =>
      byRank(rank(fields, a), rank(fields, b)),
    );
    const changes = paths.flatMap(([path, change]): AuditChange[] => {
      const field = findField(fields, path);
      if (created && !createdWith(field, path, change.after)) return [];
      const shown = { key: path, field: auditFieldLabel(fields, path), after: valueOf(field, change.after) };
      // A reveal notes its reason as the 'after'; it changed nothing, so there is no before to show.
      return [created || verb === 'reveal' ? shown : { ...shown, before: valueOf(field, change.before) }];
    });
    const changed = changes.map((change) => change.field);
    return {
      key: String(entry.id),
      when: formatDateTime(entry.at),
      who: who(entry.actor),
      action: auditActionText(entry.action, fields, changed),
      changes,
    };
  });
}
