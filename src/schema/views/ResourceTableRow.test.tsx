import { Table, TableBody, TableCell } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  DataTableCallbacksContext,
  DataTableSelectedIdsContext,
  RecordContextProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import { dashboardTheme } from '../../layout/dashboardTheme';
import { ResourceTableRow } from './ResourceTableRow';
import type { RowBehaviour } from './useRowBehaviour';

const record = { id: 7, name: 'Lotus Media' };

function renderRow(behaviour: Partial<RowBehaviour>, index = 0, selectedIds: number[] = []) {
  const full: RowBehaviour = {
    hasBulkActions: false,
    hover: true,
    clickable: true,
    open: vi.fn(async () => undefined),
    ...behaviour,
  };
  render(
    <AdminContext theme={dashboardTheme} i18nProvider={createI18nProvider([])}>
      <DataTableCallbacksContext.Provider
        value={{ handleToggleItem: full.toggle, isRowSelectable: full.isRowSelectable }}
      >
        <DataTableSelectedIdsContext.Provider value={selectedIds}>
          <Table>
            <TableBody>
              <RecordContextProvider value={record}>
                <ResourceTableRow record={record} index={index} behaviour={full}>
                  <TableCell>{record.name}</TableCell>
                </ResourceTableRow>
              </RecordContextProvider>
            </TableBody>
          </Table>
        </DataTableSelectedIdsContext.Provider>
      </DataTableCallbacksContext.Provider>
    </AdminContext>,
  );
  return full;
}

describe('ResourceTableRow', () => {
  it("opens its record on a click anywhere in the row, with react-admin's row classes", async () => {
    const behaviour = renderRow({}, 1);
    const row = screen.getByRole('row');
    expect(row).toHaveClass('RaDataTable-row', 'RaDataTable-rowOdd', 'RaDataTable-clickableRow');
    expect(row).toHaveClass('RaDataTable-selectable');
    await userEvent.click(screen.getByText('Lotus Media'));
    expect(behaviour.open).toHaveBeenCalledWith(record, expect.objectContaining({ type: 'click' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers a box selecting the row where the table has bulk actions, without opening the record', async () => {
    const toggle = vi.fn();
    const behaviour = renderRow({ hasBulkActions: true, toggle }, 0, []);
    const box = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(toggle).toHaveBeenCalledWith(7, expect.anything());
    expect(behaviour.open).not.toHaveBeenCalled();
  });

  it('shows a selected row checked', () => {
    renderRow({ hasBulkActions: true, toggle: vi.fn() }, 0, [7]);
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
  });

  it('draws a row that cannot be selected or opened without those classes, its box disabled', () => {
    renderRow(
      { hasBulkActions: true, toggle: vi.fn(), isRowSelectable: () => false, clickable: false },
      0,
      [7],
    );
    const row = screen.getByRole('row');
    expect(row).toHaveClass('RaDataTable-rowEven');
    expect(row).not.toHaveClass('RaDataTable-selectable');
    expect(row).not.toHaveClass('RaDataTable-clickableRow');
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeDisabled();
  });
});
