import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import { stubScreenWidth } from '../../../tests/fixtures/stubScreenWidth';
import clients from '../__fixtures__/clients';
import firms from '../__fixtures__/firms';

const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/firms', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      data: [
        { id: 1, name: 'Lotus Media', details: { accountState: 'review', country: 'NL', approved: true } },
        { id: 2, name: 'Amber Studio', details: { accountState: 'ok', country: 'DE', approved: false } },
      ],
      total: 2,
    });
  }),
  http.get('/api/clients', () => {
    queries.push(new URLSearchParams('clients'));
    return HttpResponse.json({ data: [], total: 0 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceListPage');
});
const openFirms = { ...firms, routes: { list: '/firms', edit: '/firm/:id?' } };

afterEach(() => {
  vi.unstubAllGlobals();
  server.resetHandlers();
  queries.length = 0;
});
afterAll(() => server.close());

describe('list screens', { timeout: 30_000 }, () => {
  it('tell a user whose page is open but whose list is not which role listing needs, and load nothing', async () => {
    renderWithAdmin({ registry: [clients], path: '/clients', roles: [] });
    expect(
      await screen.findByText('You need the role Search members (SEARCH_MEMBER) to list clients.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('name every role of which any one would do', async () => {
    renderWithAdmin({ registry: [firms], path: '/firms', roles: [] });
    expect(
      await screen.findByText(
        'You need one of the roles Studios (VIEW_STUDIOS), View partners (VIEW_WSE_PARTNERS) to list firms.',
      ),
    ).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('show nested values in dotted columns, sort by them and filter on them as nested objects', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [firms], path: '/firms', roles: ['VIEW_WSE_PARTNERS'] });
    const row = (await screen.findByText('Lotus Media')).closest('tr')!;
    expect(within(row).getByText('In review')).toBeInTheDocument();
    expect(within(row).getByText('NL')).toBeInTheDocument();
    expect(within(row).getByLabelText('Yes')).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /Country/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('details.country'));

    // The filter form's code is fetched once the first rows show (LazyListFilterForm): wait for its inputs.
    await user.type(await screen.findByRole('textbox', { name: 'Country' }), 'NL');
    await waitFor(() => expect(queries.at(-1)!.get('filter')).toBe('{"details":{"country":"NL"}}'));

    await user.click(await screen.findByRole('combobox', { name: 'Financial state' }));
    await user.click(await screen.findByRole('option', { name: 'OK' }));
    await waitFor(() =>
      expect(JSON.parse(queries.at(-1)!.get('filter')!)).toEqual({
        details: { country: 'NL', accountState: 'ok' },
      }),
    );
  });

  it('say a list holds more than the API counted, and still page through it', async () => {
    server.use(
      http.get('/api/firms', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: [{ id: page, name: `Firm on page ${page}`, details: {} }],
          total: 10000,
          moreThanTotal: true,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin({ registry: [firms], path: '/firms', roles: ['VIEW_WSE_PARTNERS'] });
    expect(await screen.findByText('Firm on page 1')).toBeInTheDocument();
    expect(screen.getByText('1-25 of more than 10000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Firm on page 2')).toBeInTheDocument();
    expect(screen.getByText('26-50 of more than 10000')).toBeInTheDocument();
  });

  it('keep Next enabled on the last counted page of a capped list while pages come back full', async () => {
    server.use(
      // As the API counts: to the cap, or to the end of the page asked for when deeper; 1030 rows in all.
      http.get('/api/firms', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const perPage = Number(params.get('perPage'));
        const first = (page - 1) * perPage;
        const rows = Math.max(0, Math.min(perPage, 1030 - first));
        const cap = Math.max(1000, page * perPage);
        return HttpResponse.json({
          data: Array.from({ length: rows }, (_, i) => ({
            id: first + i + 1,
            name: `Firm ${first + i + 1}`,
          })),
          total: Math.min(1030, cap),
          moreThanTotal: 1030 > cap,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin({
      registry: [openFirms],
      path: '/firms?page=40&perPage=25',
      roles: ['VIEW_WSE_PARTNERS'],
    });
    expect(await screen.findByText('Firm 1000')).toBeInTheDocument();
    expect(screen.getByText('976-1000 of more than 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Firm 1025')).toBeInTheDocument();
    expect(screen.getByText('1001-1025 of more than 1025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Firm 1030')).toBeInTheDocument();
    expect(screen.getByText('1026-1030 of 1030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('name each row by a link to its record, so the keyboard opens it with Enter', async () => {
    renderWithAdmin({ registry: [openFirms], path: '/firms', roles: ['VIEW_WSE_PARTNERS'] });
    const link = await screen.findByRole('link', { name: 'Lotus Media' });
    expect(link).toHaveAttribute('href', '/firm/1');
    expect(link.closest('tr')).not.toBeNull();
  });

  it('show compact rows on a phone: the name over its key facts, the whole row a link, no table', async () => {
    stubScreenWidth('phone');
    renderWithAdmin({ registry: [openFirms], path: '/firms', roles: ['VIEW_WSE_PARTNERS'] });
    const rows = within(await screen.findByRole('list', { name: 'Firms' })).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/firm/1', '/firm/2']);
    expect(rows[0]).toHaveTextContent('Lotus Media');
    expect(rows[0]).toHaveTextContent('Financial state: In review · Country: NL');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
