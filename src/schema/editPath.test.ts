import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import { editPath } from './editPath';

describe('editPath', () => {
  it('fills the optional id of the combined edit/create route, or drops it for create', () => {
    expect(editPath(accounts, 7)).toBe('/admin/account/7');
    expect(editPath(accounts)).toBe('/admin/account');
  });
});
