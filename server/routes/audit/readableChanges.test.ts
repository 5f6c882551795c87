import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import partnerOffers from '../../../resources/partnerOffers';
import tariffGroups from '../../../resources/tariffGroups';
import { readableChanges } from './readableChanges';

const change = (before: unknown, after: unknown) => ({ before, after });

describe('readableChanges', () => {
  it('leaves out the fields a read role hides, inside a group too', () => {
    const changes = { name: change('Old', 'New'), 'prices.vip': change(298, 777) };
    expect(readableChanges(tariffGroups.fields, changes, [])).toEqual({ name: change('Old', 'New') });
    expect(readableChanges(tariffGroups.fields, changes, ['EDIT_TARIFF'])).toEqual(changes);
  });

  it('leaves out an offer’s terms without the partners’ role', () => {
    const changes = { active: change(true, false), cpaAmount: change(null, 4321) };
    expect(readableChanges(partnerOffers.fields, changes, [])).toEqual({ active: change(true, false) });
    expect(readableChanges(partnerOffers.fields, changes, ['VIEW_WSE_PARTNERS'])).toEqual(changes);
  });

  it('keeps a list whole or not at all, and what names no field (an action’s note)', () => {
    const fields: FieldDefinition[] = [
      {
        source: 'lines',
        label: 'Lines',
        kind: 'list',
        access: { read: 'REVENUE_PLATFORM' },
        fields: [{ source: 'amount', label: 'Amount', kind: 'money' }],
      },
    ];
    const changes = { lines: change([], [{ amount: 5 }]), note: change(null, 'Checked') };
    expect(readableChanges(fields, changes, [])).toEqual({ note: change(null, 'Checked') });
  });
});
