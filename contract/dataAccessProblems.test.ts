import { describe, expect, it } from 'vitest';
import { registry } from '../resources';
import { OPEN } from './canAccess';
import { dataAccessProblems } from './dataAccessProblems';
import type { ResourceDefinition } from './ResourceDefinition';

const ledger: ResourceDefinition = {
  name: 'ledger',
  label: { one: 'Entry', many: 'Entries' },
  recordRepresentation: 'id',
  icon: 'Notes',
  routes: {},
  api: { rest: '/ledger' },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true },
    { source: 'amount', label: 'Amount', kind: 'money' },
    {
      source: 'email',
      label: 'Email',
      kind: 'email',
      access: { read: 'MEMBER_EMAIL', edit: 'MEMBER_EMAIL' },
    },
    {
      source: 'bank',
      label: 'Bank',
      kind: 'group',
      masked: true,
      fields: [{ source: 'iban', label: 'IBAN', kind: 'text' }],
    },
  ],
  access: { list: OPEN, edit: OPEN },
  actions: [
    { name: 'settle', label: 'Settle', call: { method: 'PUT', path: '/ledger/:id/settle' }, success: 'Done' },
  ],
};

describe('dataAccessProblems', () => {
  it('holds every definition of the registry: nothing personal or money is open, every mask names its role', () => {
    expect(registry.flatMap(dataAccessProblems)).toEqual([]);
  });

  it('names each way a definition leaves data open', () => {
    expect(dataAccessProblems(ledger)).toEqual([
      'ledger: action settle declares no role',
      'ledger.bank.iban is masked but names no role that reveals it',
      'ledger: list is open, but carries personal or money data (amount)',
      'ledger: show is open, but carries personal or money data (amount)',
      'ledger: edit is open, but carries personal or money data (amount, bank.iban)',
    ]);
  });

  it('wants a role on every operation offered, and accepts data guarded field by field', () => {
    const guarded: ResourceDefinition = {
      ...ledger,
      fields: ledger.fields.filter((field) => field.source === 'email' || field.source === 'id'),
      access: { edit: 'EDIT_ACCOUNTS' },
      actions: [],
    };
    expect(dataAccessProblems(guarded)).toEqual([
      'ledger: list declares no role',
      'ledger: show declares no role',
    ]);
    expect(dataAccessProblems({ ...guarded, access: { list: OPEN, edit: OPEN } })).toEqual([]);
  });
});
