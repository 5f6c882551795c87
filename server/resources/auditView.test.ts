import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { auditView } from './auditView';

const fields: FieldDefinition[] = [
  { source: 'roles', label: 'Roles', kind: 'text' },
  { source: 'password', label: 'Password', kind: 'text', writeOnly: true },
  {
    source: 'effectiveRoles',
    label: 'Effective roles',
    kind: 'list',
    readOnly: true,
    derived: true,
    fields: [{ source: 'role', label: 'Role', kind: 'text' }],
  },
  {
    source: 'details',
    label: 'Details',
    kind: 'group',
    fields: [{ source: 'iban', label: 'IBAN', kind: 'text', masked: true }],
  },
];

describe('auditView', () => {
  it('spreads groups into dotted fields, conceals private ones, and leaves out write-only and derived fields', () => {
    const view = auditView(fields, {
      id: 3,
      version: 2,
      roles: 'VIEW_STREAMS',
      password: 'secret',
      effectiveRoles: [{ role: 'VIEW_STREAMS' }],
      details: { iban: 'NL91ABNA0417164300' },
    });
    expect(view.values).toEqual({
      id: 3,
      version: 2,
      roles: 'VIEW_STREAMS',
      'details.iban': 'NL91ABNA0417164300',
    });
    expect([...view.conceal]).toEqual(['details.iban']);
  });
});
