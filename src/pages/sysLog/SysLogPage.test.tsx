import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogsLine } from '../../../contract/tech/logsLine';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import ErrorLogPage from './ErrorLogPage';
import SysLogPage from './SysLogPage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

const line = (id: number, message: string, level: LogsLine['level'] = 'info'): LogsLine => ({
  id,
  at: '2026-11-27T00:10:05.000Z',
  level,
  source: 'auth',
  message,
  meta: {},
});

let stored: LogsLine[] = [];
let down = false;
const asked: URL[] = [];
const levelChanges: unknown[] = [];
const server = setupServer(
  http.get('/api/wse/logs', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    if (down) return HttpResponse.json({ statusCode: 500, message: 'Database unavailable' }, { status: 500 });
    const after = Number(url.searchParams.get('after') ?? 0);
    return HttpResponse.json({ data: stored.filter((kept) => kept.id > after), more: false });
  }),
  http.get('/api/wse/logs/errors', () =>
    HttpResponse.json({ data: stored.filter((kept) => kept.level !== 'info'), more: false }),
  ),
  http.get('/api/log/level', () =>
    HttpResponse.json({
      data: [{ logger: 'jobs', level: 'info', changedBy: null, changedAt: null }],
    }),
  ),
  http.put('/api/log/level/jobs', async ({ request }) => {
    const body = (await request.json()) as { level: string };
    levelChanges.push(body);
    return HttpResponse.json({
      data: { logger: 'jobs', level: body.level, changedBy: 'admin', changedAt: '2026-11-27T00:11:00.000Z' },
    });
  }),
);

let socket: FakeSocket | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = [line(2, 'Signed in: admin'), line(1, 'Sign-in refused (unknown username)', 'warn')];
  down = false;
  asked.length = 0;
  levelChanges.length = 0;
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => setSocketFactory());
afterAll(() => server.close());

function renderPage(page: 'sys-log' | 'errors' = 'sys-log', roles: readonly string[] = ['read']) {
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve([]),
    canAccess: ({ action }) => Promise.resolve(roles.includes(action)),
  };
  render(
    <MemoryRouter>
      <AdminContext authProvider={authProvider} queryClient={noRetryQueryClient()}>
        {page === 'sys-log' ? <SysLogPage /> : <ErrorLogPage />}
      </AdminContext>
    </MemoryRouter>,
  );
}

const messages = () =>
  within(screen.getByRole('table', { name: 'Sys Log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('the Sys Log page', () => {
  it('says the data needs VIEW_ACTIVITY and asks nothing without it', async () => {
    renderPage('sys-log', []);
    expect(await screen.findByText(/needs the VIEW_ACTIVITY role/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the lines newest first and puts tailed ones on top, once each; paused, they wait', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Sys Log' });
    expect(messages()).toEqual(['Signed in: admin', 'Sign-in refused (unknown username)']);

    socket!.receive('sys-log', line(3, 'Signed in: support'));
    socket!.receive('sys-log', line(3, 'Signed in: support'));
    await waitFor(() => expect(messages()[0]).toBe('Signed in: support'));
    expect(messages()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    socket!.receive('sys-log', line(4, 'Signed out: support'));
    expect(await screen.findByRole('button', { name: 'Resume (1 new)' })).toBeInTheDocument();
    expect(messages()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Resume (1 new)' }));
    await waitFor(() => expect(messages()[0]).toBe('Signed out: support'));
  });

  it('reads what came since its newest line when the socket connects again', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Sys Log' });
    stored = [line(5, 'Job 7 (payout-calculation) done'), ...stored];
    socket!.receive('connect');
    await waitFor(() => expect(messages()[0]).toBe('Job 7 (payout-calculation) done'));
    expect(asked.at(-1)?.searchParams.get('after')).toBe('2');
  });

  it('says the log failed to load and loads it on Try again', async () => {
    down = true;
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Sys Log' })).toBeInTheDocument();
  });

  it('sends the filter in the query and sets a logger’s level', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Sys Log' });
    await user.type(screen.getByRole('textbox', { name: 'Search messages' }), 'refused{Enter}');
    await waitFor(() =>
      expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ q: 'refused' }),
    );

    await user.click(await screen.findByRole('combobox', { name: 'Level of jobs' }));
    await user.click(screen.getByRole('option', { name: 'debug' }));
    await waitFor(() => expect(levelChanges).toEqual([{ level: 'debug' }]));
    expect(await screen.findByText(/admin, 2026-11-27/)).toBeInTheDocument();
  });
});

describe('the Errors page', () => {
  it('shows errors and warnings, and tails only those', async () => {
    renderPage('errors');
    const table = await screen.findByRole('table', { name: 'Errors' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    socket!.receive('sys-log', line(6, 'Signed in: bea'));
    socket!.receive('sys-log', line(7, 'request failed', 'error'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryByText('Signed in: bea')).not.toBeInTheDocument();
  });
});
