import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, testDataProvider, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../tests/fixtures/stubScreenWidth';
import { i18nProvider } from '../../i18n/i18nProvider';
import { ListExportButton } from './ListExportButton';

const downloads = vi.hoisted(() => [] as [string, string][]);
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: (csv: string, name: string) => downloads.push([csv, name]),
}));

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/partners/exported', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return new HttpResponse('Name,Partner code\r\nAmber,P1001\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ListExportButton with a server export', () => {
  it('downloads the CSV the server writes for the list’s filter and sort, without asking the list', async () => {
    stubScreenWidth('desktop');
    const getList = vi.fn();
    const list = {
      resource: 'partners',
      filter: undefined,
      filterValues: { q: 'amb', details: { country: 'NL' } },
      sort: { field: 'name', order: 'DESC' },
      exporter: vi.fn(),
      total: 3,
    } as unknown as ListControllerResult;
    render(
      <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={i18nProvider}>
        <ListContextProvider value={list}>
          <ListExportButton serverCall={{ method: 'GET', path: '/partners/exported' }} fileName="partners" />
        </ListContextProvider>
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual(['Name,Partner code\r\nAmber,P1001\r\n', 'partners']);
    expect(JSON.parse(asked[0]!.get('filter')!)).toEqual({ q: 'amb', details: { country: 'NL' } });
    expect(asked[0]!.get('sort')).toBe('name');
    expect(asked[0]!.get('order')).toBe('DESC');
    expect(getList).not.toHaveBeenCalled();
  });
});
