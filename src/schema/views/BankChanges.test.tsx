import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankChangeAccessRules } from '../../../contract/banking/bankChangeAccessRules';
import type { BankChange } from '../../../contract/banking/bankChangeApi';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import audit from '../../../resources/audit';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import clientPayments from '../__fixtures__/clientPayments';
import clients from '../__fixtures__/clients';
import { clientsApi } from '../__fixtures__/clientsApi';
import sites from '../__fixtures__/sites';

/** The clients fixture with its IBAN as a payout account. */
const payoutIban = (field: FieldDefinition): FieldDefinition =>
  field.kind === 'group' && field.source === 'private'
    ? {
        ...field,
        fields: field.fields.map((inner) =>
          inner.source === 'account_iban' ? { ...inner, fourEyes: true } : inner,
        ),
      }
    : field;
const payees: ResourceDefinition = { ...clients, fields: clients.fields.map(payoutIban) };

const api = clientsApi();
const server = setupServer(...api.handlers);
const registry = [payees, clientPayments, sites, audit];
const sent: { path: string; body: unknown }[] = [];
let pending: BankChange[] = [];

const aChange = (requestedBy: number): BankChange => ({
  id: 5,
  resource: 'clients',
  record: 12,
  recordName: 'anna12',
  values: { private: { account_iban: 'DE89370400440532013000' } },
  requestedBy: { id: requestedBy, username: requestedBy === 1 ? 'tester' : 'finance-a' },
  requestedAt: '2026-05-01T10:00:00Z',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  reason: null,
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => {
  server.resetHandlers();
  api.reset();
  sent.length = 0;
  pending = [];
});
afterAll(() => server.close());

function bankChangeApi() {
  server.use(
    http.get('/api/bank-changes', () => HttpResponse.json({ data: pending })),
    http.post('/api/bank-changes*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const body = await request.json();
      sent.push({ path, body });
      if (path === '/bank-changes') pending = [aChange(1)];
      else pending = [];
      return HttpResponse.json({ data: aChange(1) });
    }),
  );
}

async function openPage(roles: string[]) {
  bankChangeApi();
  renderWithAdmin({ registry, path: '/client/12', roles, accountId: 1, rules: bankChangeAccessRules });
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('anna12'));
}

describe('bank details under four eyes on the record page', { timeout: 30_000 }, () => {
  it('shows the payout account read only, pointing to Change bank details', async () => {
    await openPage(['REVENUE_PLATFORM']);
    const iban = screen.getByLabelText('IBAN');
    expect(iban).toHaveValue('•••• 4300');
    expect(iban).toHaveAttribute('readonly');
    expect(iban).toHaveAccessibleDescription('Changes under four eyes: use Change bank details');
  });

  it('requests a change with the authenticator code, refusing a bad IBAN beside its input', async () => {
    const user = userEvent.setup();
    await openPage(['REVENUE_PLATFORM']);
    const button = await screen.findByRole('button', { name: 'Change bank details' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Change bank details: anna12' });
    const typeIn = async (label: RegExp | string, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await typeIn('IBAN', 'DE89 3704 0044 0532 0130 01');
    await user.click(within(dialog).getByRole('button', { name: 'Request change' }));
    expect(await within(dialog).findByText('IBAN check digits are wrong (mod 97)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('IBAN'));
    await typeIn('IBAN', 'DE89 3704 0044 0532 0130 00');
    await typeIn(/Authenticator code/, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Request change' }));
    expect(await screen.findByText(/Bank details change requested/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/bank-changes',
        body: {
          resource: 'clients',
          id: 12,
          values: { private: { account_iban: 'DE89370400440532013000' } },
          code: '123456',
        },
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Pending bank details change' });
    expect(await within(panel).findByText(/it waits for a second person with the payout role/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('lets a second person approve a pending change with their code', async () => {
    const user = userEvent.setup();
    pending = [aChange(7)];
    await openPage(['REVENUE_PLATFORM']);
    const panel = await screen.findByRole('region', { name: 'Pending bank details change' });
    expect(await within(panel).findByText(/Requested by finance-a/)).toBeVisible();
    expect(panel).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the new bank details: anna12' });
    await user.click(within(dialog).getByLabelText(/Authenticator code/));
    await user.paste('654321');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Bank details change approved: payouts go to the new account'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/bank-changes/5/approve', body: { code: '654321' } }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pending bank details change' })).not.toBeInTheDocument(),
    );
  });

  it('offers nothing of it without the payout role', async () => {
    pending = [aChange(7)];
    await openPage(['SEARCH_MEMBER']);
    expect(await screen.findByRole('button', { name: 'Change bank details' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Pending bank details change' })).not.toBeInTheDocument();
  });
});
