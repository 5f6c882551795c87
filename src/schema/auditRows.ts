import { formatDateTime } from '../lib/formatDateTime';
import { displayValue } from './displayValue';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';

export interface AuditEntry {
  id: string | number;
  at: string;
  actor: unknown;
  action: string;
  changes?: Record<string, { before?: unknown; after?: unknown }>;
}

export interface AuditRow {
  key: string;
  when: string;
  who: string;
  action: string;
  field: string;
  before: string;
  after: string;
}

const actorName = (actor: unknown): string =>
  typeof actor === 'object' && actor !== null && 'username' in actor
    ? String(actor.username)
    : String(actor ?? '');

/** Audit entries as table rows: one per changed field (labelled as the form labels it), or one for the action. */
export function auditRows(fields: readonly FieldDefinition[], entries: readonly AuditEntry[]): AuditRow[] {
  return entries.flatMap((entry) => {
    const base = { when: formatDateTime(entry.at), who: actorName(entry.actor), action: entry.action };
    const changes = Object.entries(entry.changes ?? {});
    if (changes.length === 0) return [{ ...base, key: `${entry.id}`, field: '', before: '', after: '' }];
    return changes.map(([path, change]) => {
      const field = findField(fields, path);
      return {
        ...base,
        key: `${entry.id}:${path}`,
        field: field?.label ?? path,
        before: displayValue(field, change?.before),
        after: displayValue(field, change?.after),
      };
    });
  });
}
