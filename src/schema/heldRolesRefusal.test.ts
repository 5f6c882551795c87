import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import groups from '../../resources/groups';
import { heldRolesRefusal } from './heldRolesRefusal';

const admin = {
  id: 1,
  effectiveRoles: [
    { role: 'VIEW_ACCOUNTS', from: 'Own, Group: Account managers' },
    { role: 'REVENUE_PLATFORM', from: 'Group: Finance' },
    { role: 'DONATE_CREDITS', from: 'Own' },
  ],
};
const manager = { id: 5, roles: ['VIEW_ACCOUNTS', 'UPDATE_ACCOUNTS'] };

describe('heldRolesRefusal', () => {
  it('names every role of the account, own or through a group, that the viewer lacks, as the server does', () => {
    expect(heldRolesRefusal(accounts, admin, manager)).toBe(
      'You cannot change an account that holds roles you do not hold: DONATE_CREDITS, REVENUE_PLATFORM.',
    );
  });

  it('names the roles a group grants that the viewer lacks', () => {
    const finance = { id: 2, roles: ['VIEW_ACCOUNTS', 'REVENUE_BASIC'] };
    expect(heldRolesRefusal(groups, finance, manager)).toBe(
      'You cannot change a group that grants roles you do not hold: REVENUE_BASIC.',
    );
    expect(heldRolesRefusal(groups, { ...finance, id: 5 }, manager)).toBeDefined();
  });

  it('refuses nothing when the viewer holds every role, on one’s own account, or for a resource without roles', () => {
    expect(
      heldRolesRefusal(accounts, admin, {
        id: 5,
        roles: [...manager.roles, 'REVENUE_PLATFORM', 'DONATE_CREDITS'],
      }),
    ).toBeUndefined();
    expect(heldRolesRefusal(accounts, admin, { id: 1, roles: [] })).toBeUndefined();
    expect(heldRolesRefusal({}, admin, manager)).toBeUndefined();
  });

  it('refuses nothing before the record or the viewer’s roles are known, or when the roles are not readable', () => {
    expect(heldRolesRefusal(accounts, undefined, manager)).toBeUndefined();
    expect(heldRolesRefusal(accounts, admin, undefined)).toBeUndefined();
    expect(heldRolesRefusal(accounts, { id: 1, username: 'admin' }, manager)).toBeUndefined();
  });
});
