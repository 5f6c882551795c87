import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

async function openPage() {
  renderWithAdmin({ registry, path: '/client/12' });
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('anna12'));
  await waitFor(() => expect(screen.getByLabelText('Username')).toBeEnabled());
}

describe('record page layout', { timeout: 30_000 }, () => {
  it('asks a write-only password in an empty password input with its helper text, sent only when typed', async () => {
    await openPage();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('Never shown; type a new one to change it.');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'x');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.sent.find((call) => call.method === 'PUT')!.body).toEqual({ version: 3, username: 'anna12x' });
  });

  it('sends a typed password', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByLabelText('Password'), 'new-secret-1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.sent.find((call) => call.method === 'PUT')!.body).toEqual({
      version: 3,
      password: 'new-secret-1',
    });
  });

  it('shows a read-only list as a small table: references by name, options by label', async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'Whitelabels' });
    expect(within(table).getByRole('columnheader', { name: 'Partner code' })).toBeInTheDocument();
    expect(await within(table).findByText('cams.example')).toBeInTheDocument();
    expect(within(table).getByText('PX-1')).toBeInTheDocument();
    expect(within(table).getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('shows a read-only group’s values read-only, money from integer cents', async () => {
    await openPage();
    const earnings = screen.getByRole('group', { name: 'Earnings' });
    expect(within(earnings).getByText('Today')).toBeInTheDocument();
    expect(within(earnings).getByText('€ 12,50')).toBeInTheDocument();
    expect(within(earnings).getByText('€ 1.234,56')).toBeInTheDocument();
    expect(within(earnings).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps nested groups under their own subheadings', async () => {
    await openPage();
    const profile = screen.getByRole('group', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { name: 'Profile', level: 3 })).toBeInTheDocument();
    const appearance = within(profile).getByRole('group', { name: 'Appearance' });
    expect(within(appearance).getByRole('heading', { name: 'Appearance', level: 4 })).toBeInTheDocument();
    expect(within(appearance).getByLabelText('Eye colour')).toHaveValue('green');
  });
});
