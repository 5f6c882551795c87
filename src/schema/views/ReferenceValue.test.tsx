import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ReferenceField } from '../../../contract/FieldDefinition';
import { ReferenceValue } from './ReferenceValue';

const groups = [
  { id: 1, name: 'Support' },
  { id: 2, name: 'Finance' },
];

function renderValue(field: ReferenceField, records: Record<string, unknown>[]) {
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
    data: groups.filter((group) => ids.map(String).includes(String(group.id))),
  }));
  render(
    <AdminContext dataProvider={testDataProvider({ getMany } as never)}>
      {records.map((record) => (
        <RecordContextProvider key={String(record.id)} value={record as never}>
          <div data-testid={`row-${String(record.id)}`}>
            <ReferenceValue field={field} />
          </div>
        </RecordContextProvider>
      ))}
    </AdminContext>,
  );
  return getMany;
}

describe('ReferenceValue', () => {
  it('names one reference per row, asking once for every row on the page, and marks one no longer there', async () => {
    const field: ReferenceField = {
      kind: 'reference',
      source: 'groupId',
      label: 'Group',
      reference: 'groups',
    };
    const getMany = renderValue(field, [
      { id: 10, groupId: 1 },
      { id: 11, groupId: 2 },
      { id: 12, groupId: 5 },
      { id: 13, groupId: null },
    ]);
    expect(await screen.findByText('Support')).toBeInTheDocument();
    expect(screen.getByTestId('row-11')).toHaveTextContent('Finance');
    expect(screen.getByTestId('row-12')).toHaveTextContent('#5 (deleted)');
    expect(screen.getByTestId('row-13')).toHaveTextContent('');
    expect(getMany).toHaveBeenCalledOnce();
  });

  it('shows a list of references as one chip each', async () => {
    const field: ReferenceField = {
      kind: 'reference',
      source: 'groups',
      label: 'Groups',
      reference: 'groups',
      multiple: true,
    };
    renderValue(field, [{ id: 10, groups: [2, 1] }]);
    // Before the names come, an empty chip holds each one's room.
    const row = screen.getByTestId('row-10');
    expect(row.querySelectorAll('[aria-busy="true"] .MuiChip-root')).toHaveLength(2);
    expect(row).toHaveTextContent('');
    expect(await screen.findByText('Finance')).toHaveClass('MuiChip-label');
    expect(row.querySelector('[aria-busy]')).toBeNull();
    expect(screen.getByText('Support')).toHaveClass('MuiChip-label');
  });
});
