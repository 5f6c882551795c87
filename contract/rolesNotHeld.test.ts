import { describe, expect, it } from 'vitest';
import { rolesNotHeld } from './rolesNotHeld';

describe('rolesNotHeld', () => {
  it('names each missing role once, in code order', () => {
    expect(
      rolesNotHeld(['VIEW_ROLES', 'EDIT_ROLES', 'EDIT_ROLES', 'VIEW_ACCOUNTS'], ['VIEW_ACCOUNTS']),
    ).toEqual(['EDIT_ROLES', 'VIEW_ROLES']);
    expect(rolesNotHeld(['VIEW_ACCOUNTS'], ['VIEW_ACCOUNTS'])).toEqual([]);
  });
});
