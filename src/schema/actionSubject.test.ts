import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { actionSubject } from './actionSubject';

const reservations: Pick<ResourceDefinition, 'fields' | 'recordRepresentation'> = {
  recordRepresentation: 'reason',
  fields: [
    { source: 'performer', label: 'Performer', kind: 'reference', reference: 'performers' },
    { source: 'studio', label: 'Studio', kind: 'reference', reference: 'studios' },
    { source: 'amount', label: 'Amount', kind: 'money' },
    { source: 'reason', label: 'Reason', kind: 'text' },
  ],
};
const held = { id: 4, performer: null, studio: 9, amount: 12000, reason: 'Refund claim by a member' };
const labelled = ({ field, value }: { field: { label: string }; value: unknown }) => [field.label, value];

describe('actionSubject', () => {
  it('names the record by the first subject field with a value and lists the others', () => {
    const { name, facts } = actionSubject(
      reservations,
      { subject: ['performer', 'studio', 'amount', 'reason'] },
      held,
    );
    expect(name && labelled(name)).toEqual(['Studio', 9]);
    expect(facts.map(labelled)).toEqual([
      ['Amount', 12000],
      ['Reason', 'Refund claim by a member'],
    ]);
  });

  it('names the record by its representation without a subject, and nothing while it is not loaded', () => {
    const { name, facts } = actionSubject(reservations, {}, held);
    expect(name && labelled(name)).toEqual(['Reason', 'Refund claim by a member']);
    expect(facts).toEqual([]);
    expect(actionSubject(reservations, { subject: ['amount'] }, undefined)).toEqual({
      name: undefined,
      facts: [],
    });
  });
});
