import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult, type RaRecord } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { describe, expect, it, vi } from 'vitest';
import firms from '../__fixtures__/firms';
import { CompactList } from './CompactList';

const drawn = vi.hoisted(() => ({ values: 0 }));
vi.mock('./FieldValue', async (importOriginal) => {
  const { FieldValue } = await importOriginal<typeof import('./FieldValue')>();
  return {
    FieldValue: (props: Parameters<typeof FieldValue>[0]) => {
      drawn.values += 1;
      return FieldValue(props);
    },
  };
});

const columns = firms.fields.filter((field) => firms.list!.columns.includes(field.source));
const lotus = { id: 1, name: 'Lotus Media', details: { accountState: 'review', country: 'NL' } };
const amber = { id: 2, name: 'Amber Studio', details: { accountState: 'ok', country: 'DE' } };

function page(data: RaRecord[], isFetching: boolean) {
  const list = { data, total: data.length, isPending: false, isFetching } as unknown as ListControllerResult;
  return (
    <MemoryRouter>
      <AdminContext>
        <ListContextProvider value={list}>
          <CompactList definition={firms} columns={columns} />
        </ListContextProvider>
      </AdminContext>
    </MemoryRouter>
  );
}

describe('CompactList', () => {
  it('draws a row again when its record changes, not each time the page is refetched', () => {
    const data = [lotus, amber];
    const { rerender } = render(page(data, true));
    expect(screen.getByText('Amber Studio')).toBeInTheDocument();
    const first = drawn.values;
    expect(first).toBeGreaterThan(0);
    rerender(page(data, false));
    expect(drawn.values).toBe(first);
    rerender(page([{ ...lotus, name: 'Lotus Media B.V.' }, amber], false));
    expect(screen.getByText('Lotus Media B.V.')).toBeInTheDocument();
    expect(drawn.values).toBe(first + first / 2);
  });
});
