import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import { anAccount } from '../../tests/fixtures/recordBuilders';
import { conflictRows } from './conflictRows';

describe('conflictRows', () => {
  it('lists fields where yours and theirs differ, with labels and shown values', () => {
    const original = anAccount();
    const yours = { ...original, email: 'mine@wse.example' };
    const theirs = { ...original, email: 'theirs@wse.example', username: 'ann2', version: 4 };
    expect(conflictRows(accounts.fields, original, yours, theirs)).toEqual([
      { field: 'username', label: 'Username', yours: 'ann', theirs: 'ann2' },
      { field: 'email', label: 'Email', yours: 'mine@wse.example', theirs: 'theirs@wse.example' },
    ]);
  });

  it('leaves out fields the stored record does not carry and fields both agree on', () => {
    const original = anAccount();
    const yours = { ...original, email: 'same@wse.example', roles: ['EDIT_ROLES'] };
    const { roles: _roles, ...theirs } = { ...original, email: 'same@wse.example' };
    expect(conflictRows(accounts.fields, original, yours, theirs)).toEqual([]);
  });
});
