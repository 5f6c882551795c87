import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ReferenceField } from '../../../contract/FieldDefinition';
import { idsByResource, MOST_IDS_PER_PAGE, PageReferences } from './PageReferences';
import { ReferenceValue } from './ReferenceValue';

const group: ReferenceField = { kind: 'reference', source: 'groupId', label: 'Group', reference: 'groups' };
const groups: ReferenceField = { ...group, source: 'groups', label: 'Groups', multiple: true };

describe('idsByResource', () => {
  it("collects each resource's distinct ids from every row and field, single or many", () => {
    const rows = [
      { id: 1, groupId: 2, groups: [3, 2] },
      { id: 2, groupId: 2, groups: [] },
      { id: 3, groupId: null },
    ];
    expect(idsByResource([group, groups], rows)).toEqual([['groups', [2, 3]]]);
  });

  it('leaves a resource with more ids than a page should ask for to the cells, and one without ids out', () => {
    const rows = Array.from({ length: MOST_IDS_PER_PAGE + 1 }, (_, index) => ({ id: index, groupId: index }));
    expect(idsByResource([group], rows)).toEqual([]);
    expect(idsByResource([group], [{ id: 1 }])).toEqual([]);
  });
});

describe('PageReferences', () => {
  it("asks once for the page's referenced records, and every row's cell names its own", async () => {
    const getMany = vi.fn(async () => ({
      data: [
        { id: 1, name: 'Support' },
        { id: 2, name: 'Finance' },
      ],
    }));
    const rows = [
      { id: 10, groupId: 1 },
      { id: 11, groupId: 2 },
      { id: 12, groupId: 1 },
    ];
    render(
      <AdminContext dataProvider={testDataProvider({ getMany } as never)}>
        <ListContextProvider value={{ data: rows } as never}>
          <PageReferences fields={[group]}>
            {rows.map((row) => (
              <RecordContextProvider key={row.id} value={row}>
                <div data-testid={`row-${row.id}`}>
                  <ReferenceValue field={group} />
                </div>
              </RecordContextProvider>
            ))}
          </PageReferences>
        </ListContextProvider>
      </AdminContext>,
    );
    await screen.findByText('Finance');
    expect(screen.getByTestId('row-10')).toHaveTextContent('Support');
    expect(screen.getByTestId('row-12')).toHaveTextContent('Support');
    expect(getMany).toHaveBeenCalledOnce();
    expect(getMany).toHaveBeenCalledWith('groups', expect.objectContaining({ ids: [1, 2] }));
  });
});
