import type { FieldChange } from '../../db/schema/trail';

export interface StoredEntry {
  id: number;
  at: Date;
  actor: string;
  action: string;
  target: string;
  changes: Record<string, FieldChange>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The entries one save wrote (oldest first: the record, then each relation) as one entry: the first one's id,
 * time and actor, every field it changed from its first value to its last, and `<kind>.create` when the save
 * created the record, `<kind>.update` otherwise. A save of one entry stays as it is.
 *
 * @example
 * mergeSave([update, groups]); // { action: 'account.update', changes: { email: …, groups: … } }
 */
export function mergeSave(entries: readonly StoredEntry[]): StoredEntry {
  const [first, ...rest] = entries;
  if (!first) throw new Error('A save holds at least one entry');
  if (rest.length === 0) return first;
  const kind = first.target.split(':')[0];
  const created = entries.some((entry) => entry.action === `${kind}.create`);
  const changes: Record<string, FieldChange> = {};
  for (const entry of entries) {
    for (const [field, change] of Object.entries(entry.changes)) {
      changes[field] = { before: (changes[field] ?? change).before, after: change.after };
    }
  }
  return {
    ...first,
    action: `${kind}.${created ? 'create' : 'update'}`,
    changes: Object.fromEntries(
      Object.entries(changes).filter(([, change]) => !same(change.before, change.after)),
    ),
  };
}
