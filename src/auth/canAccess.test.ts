import { describe, expect, it } from 'vitest';
import { canAccess, pageAccessRules, type AccessRules } from './canAccess';

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

  it('maps each page whose menu entry needs a role (spec §6)', () => {
    expect(pageAccessRules.accounts).toEqual({ list: 'VIEW_ACCOUNTS' });
    expect(pageAccessRules['bullmq']).toEqual({ list: 'VIEW_BULL_MANAGER' });
    expect(pageAccessRules['payouts']).toBeUndefined();
    expect(canAccess(['VIEW_GROUPS'], { resource: 'redis', action: 'list' }, pageAccessRules)).toBe(false);
    expect(canAccess(['VIEW_REDIS_KEYS'], { resource: 'redis', action: 'list' }, pageAccessRules)).toBe(true);
  });
});
