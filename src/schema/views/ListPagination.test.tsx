import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import { firstContentShown, holdFirstContent } from '../../lib/firstContent';
import firms from '../__fixtures__/firms';

const asked: number[] = [];
const server = setupServer(
  http.get('/api/firms', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const [page, perPage] = [Number(params.get('page')), Number(params.get('perPage'))];
    asked.push(perPage);
    const first = (page - 1) * perPage;
    const rows = Math.max(0, Math.min(perPage, 61 - first));
    return HttpResponse.json({
      data: Array.from({ length: rows }, (_, i) => ({ id: first + i + 1, name: `Firm ${first + i + 1}` })),
      total: 61,
    });
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceListPage');
});
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const openFirms = { ...firms, routes: { list: '/firms', edit: '/firm/:id?' } };
const rowsPerPage = () => screen.getByRole('combobox', { name: /Rows per page/ });

// The first test holds the first content: the picker's Select is then not yet loaded (it stays loaded after).
describe('the pagination of a list', { timeout: 30_000 }, () => {
  it('shows the page size before the picker’s code is in, and opens the picker asked for meanwhile once it is', async () => {
    holdFirstContent();
    const user = userEvent.setup();
    renderWithAdmin({ registry: [openFirms], path: '/firms', roles: ['VIEW_WSE_PARTNERS'] });
    expect(await screen.findByText('Firm 25')).toBeInTheDocument();
    expect(screen.getByText('1-25 of 61')).toBeInTheDocument();
    expect(rowsPerPage()).toHaveTextContent('25');

    await user.click(rowsPerPage());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    firstContentShown();
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '500', '1000']);
    await user.click(within(options).getByRole('option', { name: '50' }));
    expect(await screen.findByText('1-50 of 61')).toBeInTheDocument();
    expect(asked.at(-1)).toBe(50);
    expect(rowsPerPage()).toHaveTextContent('50');
  });

  it('changes the page size from the keyboard, and pages with Next and the page buttons', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [openFirms], path: '/firms', roles: ['VIEW_WSE_PARTNERS'] });
    expect(await screen.findByText('1-25 of 61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26-50 of 61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('51-61 of 61')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    rowsPerPage().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: '25' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(asked.at(-1)).toBe(10));
    expect(await screen.findByText('1-10 of 61')).toBeInTheDocument();
  });
});
