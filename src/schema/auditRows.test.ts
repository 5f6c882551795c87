import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import payouts from './__fixtures__/payouts';
import { auditRows } from './auditRows';

describe('auditRows', () => {
  it('gives one row per changed field with its label, before and after', () => {
    const rows = auditRows(accounts.fields, [
      {
        id: 5,
        at: '2026-03-04T10:20:00Z',
        actor: 'admin',
        action: 'update',
        changes: {
          email: { before: 'a@x.nl', after: 'b@x.nl' },
          roles: { before: ['A'], after: ['A', 'B'] },
        },
      },
      { id: 4, at: '2026-03-04T10:00:00Z', actor: { id: 1, username: 'admin' }, action: 'create' },
    ]);
    expect(rows.map(({ who, action, field, before, after }) => [who, action, field, before, after])).toEqual([
      ['admin', 'update', 'Email', 'a@x.nl', 'b@x.nl'],
      ['admin', 'update', 'Roles', 'A', 'A, B'],
      ['admin', 'create', '', '', ''],
    ]);
    expect(rows[0]?.when).toMatch(/^2026-03-04 \d\d:20$/);
  });

  it('shows money changes from integer cents as money is shown', () => {
    const rows = auditRows(payouts.fields, [
      {
        id: 6,
        at: '2026-03-04T10:20:00Z',
        actor: 'admin',
        action: 'update',
        changes: { amount: { before: 99, after: 123456 } },
      },
    ]);
    expect(rows[0]).toMatchObject({ field: 'Amount', before: '0,99', after: '1.234,56' });
  });
});
