import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import { anAccount } from '../../tests/fixtures/recordBuilders';
import { conflictRows } from './conflictRows';

describe('conflictRows', () => {
  it('marks who changed each field and shows what Overwrite leaves: your changes, their other ones', () => {
    const original = anAccount();
    const yours = { ...original, email: 'mine@wse.example' };
    const theirs = { ...original, email: 'theirs@wse.example', username: 'ann2', version: 4 };
    expect(conflictRows(accounts.fields, original, yours, theirs)).toEqual([
      {
        field: 'username',
        label: 'Username',
        changedBy: 'theirs',
        yours: 'ann',
        theirs: 'ann2',
        afterOverwrite: 'ann2',
      },
      {
        field: 'email',
        label: 'Email',
        changedBy: 'both',
        yours: 'mine@wse.example',
        theirs: 'theirs@wse.example',
        afterOverwrite: 'mine@wse.example',
      },
    ]);
  });

  it('lists a field only the user changed, so the dialog shows all that Overwrite sends', () => {
    const original = anAccount();
    const yours = { ...original, email: 'mine@wse.example' };
    const theirs = { ...original, version: 4 };
    expect(conflictRows(accounts.fields, original, yours, theirs)).toMatchObject([
      { field: 'email', changedBy: 'yours', theirs: 'ann@wse.example', afterOverwrite: 'mine@wse.example' },
    ]);
  });

  it('leaves out fields nobody changed, fields both changed alike and fields the stored record does not carry', () => {
    const original = anAccount();
    const yours = { ...original, email: 'same@wse.example', roles: ['EDIT_ROLES'] };
    const { roles: _roles, ...theirs } = { ...original, email: 'same@wse.example', version: 4 };
    expect(conflictRows(accounts.fields, original, yours, theirs)).toEqual([]);
  });
});
