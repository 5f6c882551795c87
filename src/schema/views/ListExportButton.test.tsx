import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ListContextProvider,
  testDataProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../tests/fixtures/stubScreenWidth';
import { i18nProvider } from '../../i18n/i18nProvider';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
import { ListExportButton } from './ListExportButton';

const rows = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
];

function renderButton(total: number) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const exporter = vi.fn();
  const list = {
    resource: 'clients',
    filter: undefined,
    filterValues: { q: 'a' },
    sort: { field: 'name', order: 'ASC' },
    exporter,
    total,
  } as unknown as ListControllerResult;
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList } as Partial<DataProvider>)}
      i18nProvider={i18nProvider}
    >
      <ListContextProvider value={list}>
        <ListExportButton />
      </ListContextProvider>
    </AdminContext>,
  );
  return { getList, exporter };
}

afterEach(() => vi.unstubAllGlobals());

describe('ListExportButton', () => {
  it("asks for every row of the list's filter and hands them to the list's exporter", async () => {
    stubScreenWidth('desktop');
    const { getList, exporter } = renderButton(2);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exporter).toHaveBeenCalledOnce());
    expect(getList).toHaveBeenCalledWith('clients', {
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'a' },
      pagination: { page: 1, perPage: 1000 },
      meta: { allPages: true },
      signal: undefined,
    });
    expect(exporter.mock.calls[0]![0]).toEqual(rows);
  });

  it('is an icon named Export on a phone, with its tooltip on hover', async () => {
    stubScreenWidth('phone');
    renderButton(2);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).not.toHaveTextContent('Export');
    await act(() => DeferredTooltip.preload()); // the tooltip's code, fetched once the page is shown
    await userEvent.hover(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export');
  });

  it('is disabled on an empty list', () => {
    stubScreenWidth('desktop');
    renderButton(0);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
