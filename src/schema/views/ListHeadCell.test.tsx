import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  AdminContext,
  DataTable,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  useList,
  type DataTableColumnProps,
} from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
import { ListColumn } from './ListColumn';

const data = [
  { id: 1, name: 'Bea', credits: 5 },
  { id: 2, name: 'Ada', credits: 9 },
  { id: 3, name: 'Cy', credits: 1 },
];

function Table({ Column }: { Column: ComponentType<Omit<DataTableColumnProps, 'ref'>> }) {
  const list = useList({ data, sort: { field: 'id', order: 'ASC' } });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="name" />
        <Column source="credits" align="right" sortByOrder="DESC" />
        <Column source="id" label="Number" disableSort />
      </DataTable>
    </ListContextProvider>
  );
}

const renderTable = (Column: ComponentType<Omit<DataTableColumnProps, 'ref'>> = ListColumn) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="people">
          <Table Column={Column} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** The markup without emotion's generated class names, which name each styled component differently. */
const markup = (element: Element) => element.outerHTML.replace(/ ?css-[\w-]+/g, '');

describe('ListHeadCell', () => {
  it('sorts by its column on a click, then the other way, its sort label saying which', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(names()).toEqual(['Bea', 'Ada', 'Cy']);
    await user.click(screen.getByRole('button', { name: 'Sort by name ascending' }));
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
    await user.click(screen.getByRole('button', { name: 'Sort by name descending' }));
    expect(names()).toEqual(['Cy', 'Bea', 'Ada']);
    // A column may sort the other way first.
    await user.click(screen.getByRole('button', { name: 'Sort by credits descending' }));
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
  });

  it('sorts with the keyboard, keeping focus on the sort label while its tooltip comes', async () => {
    const user = userEvent.setup();
    renderTable();
    const label = screen.getByRole('button', { name: 'Sort by name ascending' });
    act(() => label.focus());
    await act(() => DeferredTooltip.preload());
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
    expect(screen.getByRole('button', { name: 'Sort by name descending' })).toHaveFocus();
  });

  it('shows what a click does in a tooltip on hover', async () => {
    await DeferredTooltip.preload();
    renderTable();
    await userEvent.hover(screen.getByRole('button', { name: 'Sort by name ascending' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sort by name ascending');
  });

  it('offers no sorting where the column does not', () => {
    renderTable();
    expect(within(screen.getByRole('columnheader', { name: 'Number' })).queryByRole('button')).toBeNull();
  });

  it('draws what react-admin’s DataTableHeadCell draws', async () => {
    await DeferredTooltip.preload();
    const ours = renderTable();
    // Its tooltip is mounted a render after its sort label.
    await screen.findAllByRole('button', { name: /Sort by/ });
    await act(() => Promise.resolve());
    const html = screen.getAllByRole('columnheader').map(markup);
    ours.unmount();
    renderTable(DataTable.Col);
    expect(screen.getAllByRole('columnheader').map(markup)).toEqual(html);
  });
});
