import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCallError } from '../../transport/callState';
import FinancialHistoryPage from './FinancialHistoryPage';

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/financial/revenue', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    if (query.get('group') === 'year') return HttpResponse.json({ data: [] });
    return HttpResponse.json({
      data: [
        { period: '2026-10-01', type: 'clientppm', amount: 123456, payments: 10 },
        { period: '2026-10-01', type: 'clientppt', amount: 500, payments: 1 },
        { period: '2026-11-01', type: 'clientppm', amount: 44, payments: 1 },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const renderPage = (url = '/financial/statistics') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext>
        <FinancialHistoryPage />
      </AdminContext>
    </MemoryRouter>,
  );
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('FinancialHistoryPage', () => {
  it('shows this year by month: a table with payment types labelled, totals per row and column, and the chart', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Revenue per period' });
    expect(asked[0]?.get('group')).toBe('month');
    expect(asked[0]?.get('from')).toMatch(/^\d{4}-01-01$/);
    const [head, october, november, total] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Chat', 'Tip', 'Total']);
    expect(cells(october!)).toEqual(['2026-10', '€ 1.234,56', '€ 5,00', '€ 1.239,56']);
    expect(cells(november!)).toEqual(['2026-11', '€ 0,44', '€ 0,00', '€ 0,44']);
    expect(cells(total!)).toEqual(['Total', '€ 1.235,00', '€ 5,00', '€ 1.240,00']);
    expect(
      await screen.findByRole('img', { name: 'Revenue chart: €\u00a01.240,00 in total' }),
    ).toBeInTheDocument();
  });

  it('asks again for another grouping, and says when the period has no payments', async () => {
    const user = userEvent.setup();
    renderPage('/financial/statistics?period=last-year');
    await screen.findByRole('table', { name: 'Revenue per period' });
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Year' }));
    expect(await screen.findByText('No payments in this period.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('group')).toBe('year');
    expect(asked.at(-1)?.get('to')).toMatch(/^\d{4}-12-31$/);
  });

  it('takes custom days from the address, and names a period that ends before it starts without asking', async () => {
    renderPage('/financial/statistics?from=2026-10-31&to=2026-10-01');
    expect(await screen.findByText('The period ends before it starts')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-31');
    expect(asked).toEqual([]);
  });
});
