import { describe, expect, it } from 'vitest';
import { registry } from '../resources';
import { canAccess, OPEN } from './canAccess';
import { resourceAccessRules } from './resourceAccessRules';

const rules = resourceAccessRules(registry);

describe('resourceAccessRules', () => {
  it('gives each operation, record action and guarded field its declared role', () => {
    expect(rules.accounts).toMatchObject({
      list: 'VIEW_ACCOUNTS',
      create: 'CREATE_ACCOUNTS',
      delete: 'REMOVE_ACCOUNTS',
      sendQr: 'SEND_ACCOUNT_QR',
    });
    expect(rules['accounts.roles']).toEqual({ read: 'VIEW_ROLES', edit: 'EDIT_ROLES' });
    expect(rules['groups.accounts']).toEqual({ edit: 'ASSIGN_GROUPS' });
  });

  it('gives each masked value the role that reveals it: its own, else its group’s', () => {
    expect(rules['performers.private.address_city']).toEqual({ reveal: 'MEMBER_DETAIL' });
    expect(rules['performers.private.account_iban']).toEqual({
      reveal: 'REVENUE_PLATFORM',
      edit: 'REVENUE_PLATFORM',
    });
    expect(rules['performers.attachments.file']).toEqual({ reveal: 'MEMBER_DETAIL' });
    expect(rules['members.email']).toEqual({ reveal: 'MEMBER_EMAIL', edit: 'MEMBER_EMAIL' });
    expect(rules.performers).not.toHaveProperty('reveal');
    expect(canAccess(['MEMBER_DETAIL'], { resource: 'studios.details.iban', action: 'reveal' }, rules)).toBe(
      false,
    );
  });

  it('lets the canAccess policy refuse support and admit a viewer read-only', () => {
    const support = ['SEARCH_MEMBER', 'VIEW_LIVE_CAMS'];
    const viewer = ['VIEW_ACCOUNTS', 'VIEW_GROUPS'];
    expect(canAccess(support, { resource: 'accounts', action: 'list' }, rules)).toBe(false);
    expect(canAccess(viewer, { resource: 'accounts', action: 'list' }, rules)).toBe(true);
    expect(canAccess(viewer, { resource: 'accounts', action: 'edit' }, rules)).toBe(false);
    expect(canAccess(['UPDATE_ACCOUNTS'], { resource: 'accounts', action: 'edit' }, rules)).toBe(true);
    expect(canAccess(viewer, { resource: 'accounts.roles', action: 'edit' }, rules)).toBe(false);
  });
});

describe('page and record rules', () => {
  it('default to the list role, and an open page keeps its list guarded', () => {
    const [notes] = Object.values(
      resourceAccessRules([
        {
          name: 'notes',
          label: { one: 'Note', many: 'Notes' },
          recordRepresentation: 'title',
          icon: 'Notes',
          routes: {},
          api: {},
          fields: [],
          access: { list: 'SEARCH_MEMBER', page: OPEN, show: [] },
        },
      ]),
    );
    expect(notes).toEqual({ page: [], list: 'SEARCH_MEMBER', show: [] });
    expect(rules.groups).toMatchObject({ page: 'VIEW_GROUPS', list: 'VIEW_GROUPS', show: 'VIEW_GROUPS' });
  });
});
