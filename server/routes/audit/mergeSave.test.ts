import { describe, expect, it } from 'vitest';
import { mergeSave, type StoredEntry } from './mergeSave';

const entry = (id: number, action: string, changes: StoredEntry['changes']): StoredEntry => ({
  id,
  at: new Date(`2026-11-01T10:00:0${id}Z`),
  actor: 'admin',
  action,
  target: 'account:7',
  changes,
});

describe('mergeSave', () => {
  it('keeps a save of one entry as it is', () => {
    const only = entry(1, 'account.qr-sent', {});
    expect(mergeSave([only])).toBe(only);
  });

  it('makes the record and its relations one change, with the first entry’s id and time', () => {
    const merged = mergeSave([
      entry(1, 'account.update', { email: { before: 'a@x.nl', after: 'b@x.nl' } }),
      entry(2, 'account.roles', { roles: { before: [], after: ['VIEW_STREAMS'] } }),
      entry(3, 'account.groups', { groups: { before: [1], after: [1, 2] } }),
    ]);
    expect(merged).toMatchObject({ id: 1, at: new Date('2026-11-01T10:00:01Z'), action: 'account.update' });
    expect(merged.changes).toEqual({
      email: { before: 'a@x.nl', after: 'b@x.nl' },
      roles: { before: [], after: ['VIEW_STREAMS'] },
      groups: { before: [1], after: [1, 2] },
    });
  });

  it('calls a save that created the record a create, from each field’s first value to its last', () => {
    const merged = mergeSave([
      entry(1, 'account.create', {
        username: { before: null, after: 'night' },
        roles: { before: null, after: [] },
      }),
      entry(2, 'account.roles', { roles: { before: [], after: ['VIEW_STREAMS'] } }),
      entry(3, 'account.groups', { groups: { before: [], after: [] } }),
    ]);
    expect(merged.action).toBe('account.create');
    expect(merged.changes).toEqual({
      username: { before: null, after: 'night' },
      roles: { before: null, after: ['VIEW_STREAMS'] },
    });
  });
});
