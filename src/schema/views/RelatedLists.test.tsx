import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import audit from '../../../resources/audit';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import clientPayments from '../__fixtures__/clientPayments';
import clients from '../__fixtures__/clients';
import { clientsApi } from '../__fixtures__/clientsApi';
import sites from '../__fixtures__/sites';

const api = clientsApi();
const server = setupServer(...api.handlers);
const registry = [clients, clientPayments, sites, audit];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => {
  server.resetHandlers();
  api.reset();
});
afterAll(() => server.close());

const payment = (id: number, amount: number, type = 'clientppm') => ({
  id,
  createdAt: `2026-04-0${id}T10:00:00Z`,
  type,
  amount,
});
const paymentCalls = () => api.sent.filter((call) => call.path === '/clients/payments');

describe('related lists on the record page', { timeout: 30_000 }, () => {
  it('lists the other resource’s records of this one in its columns and sort, a page at a time', async () => {
    api.state.payments = [payment(3, 123456), payment(2, 250, 'clientppt'), payment(1, 99)];
    const user = userEvent.setup();
    renderWithAdmin({ registry, path: '/client/12', roles: ['VIEW_MEMBER_PAYMENTS'] });
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(within(section).getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(await within(section).findByText('€ 1.234,56')).toBeInTheDocument();
    expect(within(section).getByText('Tip')).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: /Amount/ })).toBeInTheDocument();
    expect(within(section).queryByText('€ 0,99')).not.toBeInTheDocument();
    expect(Object.fromEntries(paymentCalls()[0]!.query)).toEqual({
      page: '1',
      perPage: '2',
      sort: 'createdAt',
      order: 'DESC',
      filter: '{"client":12}',
    });

    await user.click(within(section).getByRole('button', { name: /next page/i }));
    expect(await within(section).findByText('€ 0,99')).toBeInTheDocument();
    expect(paymentCalls().at(-1)!.query.get('page')).toBe('2');
  });

  it('says so when there are none', async () => {
    renderWithAdmin({ registry, path: '/client/12', roles: ['VIEW_MEMBER_PAYMENTS'] });
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(section).findByText('No payments yet.')).toBeInTheDocument();
  });

  it('shows the API’s message when they cannot be loaded', async () => {
    server.use(
      http.get('/api/clients/payments', () =>
        HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'Ledger offline' }, { status: 500 }),
      ),
    );
    renderWithAdmin({ registry, path: '/client/12', roles: ['VIEW_MEMBER_PAYMENTS'] });
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(
      await within(section).findByText(/Payments could not be loaded: Ledger offline/),
    ).toBeInTheDocument();
  });

  it('names the role it needs, and asks nothing of the API, for a user without it', async () => {
    renderWithAdmin({ registry, path: '/client/12', roles: [] });
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(
      await within(section).findByText(
        'You need the role Member payments (VIEW_MEMBER_PAYMENTS) to see Payments.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('anna12'));
    expect(paymentCalls()).toEqual([]);
  });
});
