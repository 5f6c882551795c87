import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';

const member = {
  id: 12,
  username: 'anna12',
  email: 'anna12@example.com',
  state: 'active',
  credits: 40,
  version: 2,
};
const performer = { id: 5, username: 'lola', approved: true, version: 1 };
const chat = {
  id: 14429,
  startedAt: '2026-11-01T12:00:00Z',
  member: 12,
  performer: 5,
  kind: 'default',
  durationSeconds: 20,
  credits: 40,
  invalidReason: 'too_short',
  review: null,
};
const reservation = (id: number, amount: number) => ({
  id,
  performer: 5,
  studio: null,
  amount,
  reason: 'Refund claim by a member',
  until: '2026-12-01',
  status: 'held',
  createdAt: '2026-11-01T12:00:00Z',
});
const rows: Record<string, unknown[]> = {
  '/wse/chats/invalid': [chat],
  '/reservations': [reservation(1, 5000), reservation(2, 120000), reservation(3, 700)],
  '/wse/users': [performer],
};

/** Simple-rest lists bare with a Content-Range, declared calls in `{ data }`, as docs/API.md shapes them. */
const server = setupServer(
  http.get('/api/*', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/member/12') return HttpResponse.json({ data: member });
    if (path === '/members/overview') return HttpResponse.json({ data: [member], total: 1 });
    const list = rows[path] ?? [];
    return HttpResponse.json(list, { headers: { 'Content-Range': `items 0-${list.length}/${list.length}` } });
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([
    import('./ResourceListPage'),
    import('./ResourceEditPage'),
    import('./ActionFormDialog'),
  ]);
});
afterAll(() => server.close());

const ROLES = [
  'VIEW_INVALID_CHATS',
  'DONATE_CREDITS',
  'SEARCH_MEMBER',
  'VIEW_NEW_PERFORMERS',
  'REVENUE_PLATFORM',
];

/** Opens a row's action once its role check has answered. */
async function openRowAction(row: HTMLElement, name: string) {
  const button = await within(row).findByRole('button', { name: new RegExp(`^${name}`) });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('confirmations of actions that move money', { timeout: 30_000 }, () => {
  it('a refund names the member and the credits as the list shows them, not the chat’s id', async () => {
    renderWithAdmin({ registry, path: '/support/invalid-chats', roles: ROLES });
    const [, row] = await screen.findAllByRole('row');
    await within(row!).findByText('anna12');
    await openRowAction(row!, 'Refund credits');

    const dialog = await screen.findByRole('dialog', { name: 'Refund credits: anna12' });
    expect(dialog).toHaveTextContent('The member gets the 40 credits the chat cost back.');
    expect(dialog).toHaveTextContent(/Credits\s*40/);
    expect(await within(dialog).findByText('lola')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('14429');
  });

  it('names the row’s record on each row’s action, so a column of them is told apart', async () => {
    renderWithAdmin({ registry, path: '/financial/reservations', roles: ROLES });
    await screen.findAllByText('Refund claim by a member');
    await waitFor(async () =>
      expect(
        (await screen.findAllByRole('button', { name: /^Release/ })).map((button) => button.textContent),
      ).toEqual(['Release: lola', 'Release: lola', 'Release: lola']),
    );
    const [, row] = screen.getAllByRole('row');
    // jsdom puts a space before the hidden part of the name; a browser reads 'Release: lola'.
    expect(await within(row!).findByRole('button', { name: /^Release ?: lola$/ })).toBeInTheDocument();
  });

  it('a release names the performer and the amount, telling apart reservations that share a reason', async () => {
    renderWithAdmin({ registry, path: '/financial/reservations', roles: ROLES });
    await screen.findAllByText('Refund claim by a member');
    const row = screen.getAllByRole('row').find((candidate) => /1\.200,00/.test(candidate.textContent ?? ''));
    await openRowAction(row!, 'Release');

    const dialog = await screen.findByRole('dialog', { name: 'Release: lola' });
    expect(dialog).toHaveTextContent(/Amount\s*(€\s)?1\.200,00/);
    expect(dialog).toHaveTextContent(/Held until\s*2026-12-01/);
    expect(dialog).toHaveTextContent('The next payout no longer holds this amount back.');
  });

  it('a donation says to whom, how many credits and the balance after, as the amount is typed', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry, path: '/member/12', roles: ROLES });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('anna12'));
    const donate = await screen.findByRole('button', { name: 'Donate credits' });
    await waitFor(() => expect(donate).toBeEnabled());
    await user.click(donate);

    const dialog = await screen.findByRole('dialog', { name: 'Donate credits: anna12' });
    expect(dialog).toHaveTextContent('Give anna12 credits: the balance is 40 credits.');
    await user.type(within(dialog).getByLabelText('Credits'), '25');
    expect(dialog).toHaveTextContent('Give anna12 25 credits: the balance goes from 40 to 65 credits.');
  });
});
