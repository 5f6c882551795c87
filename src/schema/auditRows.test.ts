import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import payouts from './__fixtures__/payouts';
import { auditRows } from './auditRows';

const at = '2026-03-04T10:20:00Z';

describe('auditRows', () => {
  it('gives one row per entry, listing each changed field with its label, before and after', () => {
    const rows = auditRows(accounts.fields, [
      {
        id: 5,
        at,
        actor: 'admin',
        action: 'account.update',
        changes: {
          email: { before: 'a@x.nl', after: 'b@x.nl' },
          disabled: { before: false, after: true },
          groups: { before: [], after: [2, 4] },
        },
      },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: '5', who: 'admin', action: 'Changed' });
    expect(rows[0]?.when).toMatch(/^2026-03-04 \d\d:20$/);
    expect(rows[0]?.changes).toEqual([
      { key: 'email', field: 'Email', before: 'a@x.nl', after: 'b@x.nl' },
      { key: 'groups', field: 'Groups', before: '', after: { reference: 'groups', ids: [2, 4] } },
      { key: 'disabled', field: 'Disabled', before: 'No', after: 'Yes' },
    ]);
  });

  it('lists what a record was created with in the form’s order, without its id, stamps or empty fields, or a before', () => {
    const [created] = auditRows(accounts.fields, [
      {
        id: 4,
        at,
        actor: 'admin',
        action: 'account.create',
        changes: {
          id: { before: null, after: 12 },
          groups: { before: null, after: [1] },
          roles: { before: null, after: [] },
          createdAt: { before: null, after: at },
          username: { before: null, after: 'jane' },
        },
      },
    ]);
    expect(created?.action).toBe('Created');
    expect(created?.changes).toEqual([
      { key: 'username', field: 'Username', after: 'jane' },
      { key: 'groups', field: 'Groups', after: { reference: 'groups', ids: [1] } },
    ]);
  });

  it('names the revealed field in the action and keeps the reason, and says who was not signed in', () => {
    const rows = auditRows(payouts.fields, [
      {
        id: 7,
        at,
        actor: 'anonymous',
        action: 'payout.reveal',
        changes: { amount: { before: null, after: 'Revealed: Checking a bounce' } },
      },
    ]);
    expect(rows[0]).toMatchObject({ who: 'Not signed in', action: 'Revealed Amount' });
    expect(rows[0]?.changes).toEqual([
      { key: 'amount', field: 'Amount', after: 'Revealed: Checking a bounce' },
    ]);
  });

  it('shows money changes from integer cents as money is shown', () => {
    const rows = auditRows(payouts.fields, [
      {
        id: 6,
        at,
        actor: 'admin',
        action: 'payout.update',
        changes: { amount: { before: 99, after: 123456 } },
      },
    ]);
    expect(rows[0]?.changes[0]).toMatchObject({
      field: 'Amount',
      before: '€\u00a00,99',
      after: '€\u00a01.234,56',
    });
  });

  it('words what an action noted beside the fields, with its moments written as the screens write them', () => {
    const [row] = auditRows(accounts.fields, [
      {
        id: 8,
        at,
        actor: 'admin',
        action: 'member.login-as',
        changes: { signInLink: { before: null, after: 'Valid until 2026-11-26T09:23:25.163Z' } },
      },
    ]);
    expect(row?.changes).toEqual([
      {
        key: 'signInLink',
        field: 'Sign in link',
        before: '',
        after: expect.stringMatching(/^Valid until 2026-11-2\d \d\d:\d3$/),
      },
    ]);
  });
});
