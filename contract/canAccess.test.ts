import { describe, expect, it } from 'vitest';
import { canAccess, holdsAny, OPEN, type AccessRules } from './canAccess';

const rules: AccessRules = {
  accounts: { list: 'VIEW_ACCOUNTS', create: ['CREATE_ACCOUNTS', 'EDIT_ACCOUNTS'], '*': 'EDIT_ACCOUNTS' },
};

describe('canAccess', () => {
  it('allows an action when the user holds its role', () => {
    expect(canAccess(['VIEW_ACCOUNTS'], { resource: 'accounts', action: 'list' }, rules)).toBe(true);
    expect(canAccess([], { resource: 'accounts', action: 'list' }, rules)).toBe(false);
  });

  it('accepts any one of several roles', () => {
    expect(canAccess(['EDIT_ACCOUNTS'], { resource: 'accounts', action: 'create' }, rules)).toBe(true);
    expect(canAccess(['VIEW_ACCOUNTS'], { resource: 'accounts', action: 'create' }, rules)).toBe(false);
  });

  it("applies the '*' rule to actions without their own", () => {
    expect(canAccess(['VIEW_ACCOUNTS'], { resource: 'accounts', action: 'delete' }, rules)).toBe(false);
    expect(canAccess(['EDIT_ACCOUNTS'], { resource: 'accounts', action: 'delete' }, rules)).toBe(true);
  });

  it('leaves resources without rules open to every signed-in user', () => {
    expect(canAccess([], { resource: 'payouts', action: 'list' }, rules)).toBe(true);
  });

  it('takes an empty list of roles as open', () => {
    expect(holdsAny([], OPEN)).toBe(true);
    expect(holdsAny(['VIEW_GROUPS'], ['VIEW_ACCOUNTS', 'VIEW_GROUPS'])).toBe(true);
    expect(holdsAny(['VIEW_GROUPS'], 'VIEW_ACCOUNTS')).toBe(false);
  });
});
