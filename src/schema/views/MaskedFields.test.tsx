import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

const reveals = () => api.sent.filter((call) => call.path === '/client/12/reveal');
const puts = () => api.sent.filter((call) => call.method === 'PUT');

async function openPage(options: Partial<Parameters<typeof renderWithAdmin>[0]> = {}) {
  renderWithAdmin({ registry, path: '/client/12', roles: ['MEMBER_DETAIL'], ...options });
  await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveValue('•••• 4300'));
  await waitFor(() => expect(screen.getByLabelText('Username')).toBeEnabled());
}

async function reveal(label: string, reason = 'Payout bounced, checking', user = userEvent.setup()) {
  const button = screen.getByRole('button', { name: `Reveal ${label}` });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Reveal ${label}` });
  await user.type(within(dialog).getByLabelText('Reason'), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return user;
}

describe('private (masked) values', { timeout: 30_000 }, () => {
  it('shows masks read-only, each with its own Reveal, and pictures as a neutral stand-in', async () => {
    await openPage();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('City')).toHaveValue('••••');
    for (const label of ['IBAN', 'City', 'Date of birth', 'Document front'])
      expect(screen.getByRole('button', { name: `Reveal ${label}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Document front: hidden' })).toHaveTextContent(
      'Hidden: reveal to view',
    );
    expect(screen.queryByRole('img', { name: 'Document front' })).not.toBeInTheDocument();
  });

  it('asks a reason of at least 5 characters and says the reveal is recorded', async () => {
    const user = userEvent.setup();
    await openPage();
    const button = screen.getByRole('button', { name: 'Reveal IBAN' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reveal IBAN' });
    expect(dialog).toHaveTextContent('recorded in the history');
    await user.type(within(dialog).getByLabelText('Reason'), 'why');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(reveals()).toEqual([]);
  });

  it('reveals the clear value for the reason, editable and not counted as a change', async () => {
    await openPage();
    const user = await reveal('IBAN');
    expect(reveals()).toHaveLength(1);
    expect(reveals()[0]!.body).toMatchObject({
      field: 'private.account_iban',
      reason: 'Payout bounced, checking',
    });

    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveValue('NL91ABNA0417164300'));
    expect(iban).not.toHaveAttribute('readonly');
    expect(iban).not.toHaveAccessibleDescription('Changed');
    expect(screen.getByLabelText('City')).toHaveValue('••••');

    // Saving another change sends that change only: the revealed value is the record's, not an edit.
    const username = screen.getByLabelText('Username');
    await user.type(username, '!');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ version: 3, username: 'anna12!' });
  });

  it('sends a revealed value the user changed', async () => {
    await openPage();
    const user = await reveal('IBAN');
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveValue('NL91ABNA0417164300'));
    await user.clear(iban);
    await user.type(iban, 'NL02ABNA0123456789');
    expect(iban).toHaveAccessibleDescription('Changed');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ version: 3, private: { account_iban: 'NL02ABNA0123456789' } });
  });

  it('shows a revealed picture with the field as its alt text', async () => {
    await openPage();
    await reveal('Document front');
    expect(await screen.findByRole('img', { name: 'Document front' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(reveals()[0]!.body).toMatchObject({ field: 'private.front' });
  });

  it('reveals an item of a read-only list by its path, and the history then shows the reveal', async () => {
    await openPage();
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('No changes recorded yet.');
    const attachments = screen.getByRole('table', { name: 'Attachments' });
    expect(within(attachments).getByRole('img', { name: 'File: hidden' })).toBeInTheDocument();
    await reveal('File', 'Checking the passport copy');
    expect(reveals()[0]!.body).toMatchObject({ field: 'attachments.0.file' });
    expect(await within(attachments).findByRole('img', { name: 'File' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(await within(history).findByText('Revealed: Checking the passport copy')).toBeInTheDocument();
  });

  it('shows the API’s refusal in the reveal dialog', async () => {
    await openPage();
    server.use(
      http.post('/api/client/12/reveal', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'private.city is not a private field of this record',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Reveal City' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reveal City' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Address check');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(
      await within(dialog).findByText('private.city is not a private field of this record'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('••••');
  });

  it('disables Reveal without the role the field names', async () => {
    await openPage({ roles: [] });
    // The checks ask the same policy at once: once the open 'Disable' action is enabled, Reveal has its answer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Reveal IBAN' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reveal Document front' })).toBeDisabled();
  });

  it('masks a revealed value again after 5 minutes, unless the user has changed it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await openPage();
      await reveal('IBAN', 'Payout bounced, checking', user);
      await reveal('City', 'Address check', user);
      const city = screen.getByLabelText('City');
      await waitFor(() => expect(city).toHaveValue('Utrecht'));
      await user.type(city, ' Centrum');

      await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
      expect(screen.getByLabelText('IBAN')).toHaveValue('NL91ABNA0417164300');
      await vi.advanceTimersByTimeAsync(60 * 1000);
      await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveValue('•••• 4300'));
      expect(screen.getByRole('button', { name: 'Reveal IBAN' })).toBeInTheDocument();
      expect(screen.getByLabelText('City')).toHaveValue('Utrecht Centrum');
    } finally {
      vi.useRealTimers();
    }
  });
});
