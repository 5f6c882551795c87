import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCallError } from '../../transport/callState';
import PostbacksPage from './PostbacksPage';

const postbacks = [
  {
    id: 1,
    partner: 4,
    partnerName: 'Acme Media',
    partnerCode: 'ACME',
    event: 'first_payment',
    method: 'GET',
    url: 'https://track.acme.example/pb?c={click_id}',
    active: true,
  },
  {
    id: 2,
    partner: 4,
    partnerName: 'Acme Media',
    partnerCode: 'ACME',
    event: 'signup',
    method: 'GET',
    url: 'http://10.0.0.5/pb',
    active: false,
  },
];
const logRow = {
  id: 9,
  at: '2026-11-01T10:00:00Z',
  postback: 1,
  partnerName: 'Acme Media',
  event: 'first_payment',
  method: 'GET',
  url: 'https://track.acme.example/pb?c=c1',
  status: 500,
  ms: 410,
  error: null,
  test: false,
};
const answer = {
  log: 10,
  address: '93.184.216.34',
  ms: 42,
  request: {
    method: 'GET',
    url: 'https://track.acme.example/pb?c=test-click-123',
    headers: { Host: 'track.acme.example', Accept: '*/*' },
  },
  response: {
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json' },
    body: '{"ok":true}',
    truncated: false,
  },
};

const server = setupServer(
  http.post('/api/partners/postbacks/1/test', () => HttpResponse.json(answer)),
  http.post('/api/partners/postbacks/2/test', () =>
    HttpResponse.json(
      {
        statusCode: 422,
        code: 'VALIDATION',
        message: 'Not sent: 10.0.0.5 is a private address.',
        fields: { url: '10.0.0.5 is a private address' },
      },
      { status: 422 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clearCallError());
afterAll(() => server.close());

function renderPage(allowed: readonly string[]) {
  const getList = vi.fn((resource: string, _params?: unknown) =>
    Promise.resolve(
      resource === 'postbacks' ? { data: postbacks, total: 23 } : { data: [logRow], total: 120 },
    ),
  );
  const dataProvider = { getList } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve([]),
    canAccess: ({ action }) => Promise.resolve(allowed.includes(action)),
  };
  render(
    <MemoryRouter initialEntries={['/partners/postbacks']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
        <PostbacksPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
}

describe('PostbacksPage', () => {
  it('lists the postbacks and the log, and shows the exact request and answer of a test', async () => {
    const user = userEvent.setup();
    const { getList } = renderPage(['list', 'create', 'edit']);
    const table = await screen.findByRole('table', { name: 'Postback URLs' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Acme Media (ACME)First paymentGEThttps://track.acme.example/pb?c={click_id}Yes',
    );
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Postbacks sent' });
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent('500');
    expect(screen.getByRole('link', { name: 'New postback' })).toHaveAttribute('href', '/partners/postback');

    const logReads = getList.mock.calls.filter(([resource]) => resource === 'postbackLog').length;
    await user.click(screen.getByRole('button', { name: 'Send a test: Acme Media First payment' }));
    const request = await screen.findByRole('region', { name: 'Request' });
    expect(request).toHaveTextContent('GET https://track.acme.example/pb?c=test-click-123');
    expect(within(request).getByLabelText('Request headers')).toHaveTextContent('Host:track.acme.example');
    const response = screen.getByRole('region', { name: 'Answer' });
    expect(within(response).getByRole('status')).toHaveTextContent('Status 200 OK in 42 ms');
    expect(within(response).getByLabelText('Answer body')).toHaveTextContent('{"ok":true}');
    expect(getList.mock.calls.filter(([resource]) => resource === 'postbackLog').length).toBeGreaterThan(
      logReads,
    );
  });

  it('shows the postbacks of the event chosen, from their first page', async () => {
    const user = userEvent.setup();
    const { getList } = renderPage(['list']);
    await screen.findByRole('table', { name: 'Postback URLs' });
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Chargeback' }));
    const reads = getList.mock.calls.filter(([resource]) => resource === 'postbacks');
    expect(reads.at(-1)?.[1]).toMatchObject({
      filter: { event: 'chargeback' },
      pagination: { page: 1, perPage: 10 },
    });
  });

  it('says why the server would not send a test', async () => {
    const user = userEvent.setup();
    renderPage(['list', 'edit']);
    await user.click(await screen.findByRole('button', { name: 'Send a test: Acme Media Signup' }));
    expect(await screen.findByText('Not sent: 10.0.0.5 is a private address.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('offers no test nor new postback without their roles, and names the role the list needs', async () => {
    renderPage(['list']);
    await screen.findByRole('table', { name: 'Postback URLs' });
    expect(screen.queryByRole('button', { name: /^Send a test/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New postback' })).not.toBeInTheDocument();
  });

  it('asks for nothing without the list role, and says which role it needs', async () => {
    const { getList } = renderPage([]);
    expect(await screen.findByText(/to list postbacks/)).toHaveTextContent('VIEW_PHX_AFFILIATES');
    expect(getList).not.toHaveBeenCalled();
  });
});
