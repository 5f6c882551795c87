import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import payouts from '../__fixtures__/payouts';

const posted: unknown[] = [];
const server = setupServer(
  http.get('/api/payouts', () =>
    HttpResponse.json({
      data: [{ id: 1, reference: 'P-1', amount: 123456750, dueOn: '2026-04-01', paid: true }],
      total: 1,
    }),
  ),
  http.post('/api/payouts', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    return HttpResponse.json({ data: { id: 2, ...body } });
  }),
  http.get('/api/payout/2', () => HttpResponse.json({ data: { id: 2, reference: 'P-2', amount: 1250 } })),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([import('./ResourceListPage'), import('./ResourceEditPage')]);
});
afterAll(() => server.close());

describe('field kinds', { timeout: 30_000 }, () => {
  it('show money (integer cents) in euros with thousands dots and decimal comma, dates and booleans in the list', async () => {
    renderWithAdmin({ registry: [payouts], path: '/payouts' });
    expect(await screen.findByText('€ 1.234.567,50')).toBeInTheDocument();
    expect(screen.getByText('2026-04-01')).toBeInTheDocument();
    expect(screen.getByText('P-1')).toBeInTheDocument();
  });

  it('send money as integer cents, dates, booleans and a list of sub-records, each validated by its kind', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [payouts], path: '/payout' });
    await screen.findByRole('button', { name: 'Save' });
    await user.type(await screen.findByLabelText('Reference'), 'P-2');
    await user.type(screen.getByLabelText('Amount'), '12.505');
    await user.click(screen.getByLabelText('Paid'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount must be an amount in cents')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByLabelText('Contact email'), 'not-mail');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Amount must be an amount in cents')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '12.5');
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'desk@studio.example');
    await user.type(screen.getByLabelText('Due on'), '2026-05-01');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      reference: 'P-2',
      amount: 1250,
      dueOn: '2026-05-01',
      paid: true,
      contacts: [{ email: 'desk@studio.example' }],
    });
  });

  it('edit a stored amount in euros with two decimals', async () => {
    renderWithAdmin({ registry: [payouts], path: '/payout/2' });
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue(12.5));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('12.50');
  });
});
