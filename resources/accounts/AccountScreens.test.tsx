import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '..';
import { aGroup, anAccount } from '../../tests/fixtures/recordBuilders';
import { renderWithAdmin } from '../../tests/fixtures/renderWithAdmin';

const sent: { method: string; path: string; filter: string | null }[] = [];
const server = setupServer(
  http.all('/api/*', ({ request }) => {
    const { pathname, searchParams } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, filter: searchParams.get('filter') });
    if (pathname === '/api/login/account/7') return HttpResponse.json({ data: anAccount() });
    if (pathname === '/api/login/accounts')
      return HttpResponse.json({
        data: [anAccount(), anAccount({ id: 8, username: 'bob', groups: [] })],
        total: 2,
      });
    if (pathname === '/api/groups') return HttpResponse.json({ data: [aGroup()], total: 1 });
    if (pathname === '/api/group/2') return HttpResponse.json({ data: aGroup() });
    if (pathname === '/api/audit') return HttpResponse.json({ data: [], total: 0 });
    if (request.method === 'DELETE') return HttpResponse.json({ data: [7, 8] });
    return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([
    import('../../src/schema/views/ResourceListPage'),
    import('../../src/schema/views/ResourceEditPage'),
  ]);
});
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

describe('the Admin accounts screens', { timeout: 30_000 }, () => {
  it('show a viewer the account read-only: every control needing a role is disabled', async () => {
    renderWithAdmin({ registry, path: '/admin/account/7', roles: ['VIEW_ACCOUNTS', 'VIEW_GROUPS'] });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('ann'));
    for (const name of ['Save', 'Send password reset', 'Re-send QR', 'Delete']) {
      expect(await screen.findByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByLabelText('Username')).toBeDisabled();
    // Roles need VIEW_ROLES to be read at all: the form leaves them out rather than showing them read-only.
    expect(screen.queryByRole('combobox', { name: 'Roles' })).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Groups' })).toBeDisabled();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('disable deleting one’s own account, saying why', async () => {
    renderWithAdmin({
      registry,
      path: '/admin/account/7',
      roles: ['VIEW_ACCOUNTS', 'REMOVE_ACCOUNTS'],
      accountId: 7,
    });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('ann'));
    const remove = await screen.findByRole('button', { name: 'Delete' });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(remove).toHaveAccessibleDescription('You cannot delete your own account.');
  });

  it('let an account editor without EDIT_ROLES change the account but not its roles', async () => {
    renderWithAdmin({
      registry,
      path: '/admin/account/7',
      roles: ['VIEW_ACCOUNTS', 'VIEW_ROLES', 'VIEW_GROUPS', 'EDIT_ACCOUNTS', 'ASSIGN_GROUPS'],
    });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('ann'));
    await waitFor(() => expect(screen.getByLabelText('Username')).toBeEnabled());
    expect(await screen.findByRole('combobox', { name: 'Groups' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Re-send QR' })).toBeDisabled();
  });

  it('list accounts with their groups by name and delete the selected rows at once after confirming', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry, path: '/admin/accounts', roles: ['VIEW_ACCOUNTS', 'REMOVE_ACCOUNTS'] });
    expect(await screen.findByText('bob')).toBeInTheDocument();
    expect(await screen.findByText('Support')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'DELETE')).toEqual([
        { method: 'DELETE', path: '/api/login/accounts', filter: '{"id":[7,8]}' },
      ]),
    );
  });

  it('offer no bulk delete to whom may not delete', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry, path: '/admin/accounts', roles: ['VIEW_ACCOUNTS'] });
    expect(await screen.findByText('bob')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });
});
