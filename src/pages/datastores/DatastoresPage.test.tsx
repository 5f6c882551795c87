import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatastoresView } from '../../../contract/tech/datastoresApi';
import DatastoresPage from './DatastoresPage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

const view: DatastoresView = {
  database: {
    kind: 'PostgreSQL',
    version: 'PostgreSQL 16.4 on x86_64',
    name: 'wse',
    schema: 'public',
    sizeBytes: 48_200_000,
    connections: 7,
    health: { ok: true, ms: 0.8 },
  },
  redis: {
    version: '7.0.15',
    usedMemoryBytes: 1_500_000,
    clients: 4,
    keys: 1234,
    health: { ok: true, ms: 0.3 },
  },
  checkedAt: '2026-11-26T23:00:00.000Z',
};

let redisConfigured = true;
let down = false;
const sent: string[] = [];
const server = setupServer(
  http.get('/api/datastores', () =>
    down
      ? HttpResponse.json(
          { statusCode: 503, code: 'UNAVAILABLE', message: 'The server is restarting' },
          { status: 503 },
        )
      : HttpResponse.json({ ...view, redis: redisConfigured ? view.redis : null }),
  ),
  http.post('/api/datastores/query', async ({ request }) => {
    const { sql } = (await request.json()) as { sql: string };
    sent.push(sql);
    if (/^delete/i.test(sql))
      return HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'sql: Only a SELECT runs here, read-only: this is DELETE',
          fields: { sql: 'Only a SELECT runs here, read-only: this is DELETE' },
        },
        { status: 400 },
      );
    return HttpResponse.json({
      columns: ['id', 'username'],
      rows: [
        [1, 'anna'],
        [2, null],
      ],
      capped: /capped/.test(sql),
      cutCells: 0,
      ms: 3,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  redisConfigured = true;
  down = false;
  sent.length = 0;
});
afterAll(() => server.close());

function renderPage(roles: readonly string[] = ['query']) {
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
        <DatastoresPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the Datastores page', () => {
  it('shows the database and Redis with health, version, size and connections', async () => {
    renderPage();
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(within(database).getByText('Database: PostgreSQL')).toBeVisible();
    expect(within(database).getByText('Healthy: answered in 0.8 ms')).toBeVisible();
    expect(within(database).getByText('48.2 MB')).toBeVisible();
    expect(within(database).getByText('7')).toBeVisible();
    const redis = screen.getByRole('region', { name: 'Redis' });
    expect(within(redis).getByText('7.0.15')).toBeVisible();
    expect(within(redis).getByText('1,234')).toBeVisible();
  });

  it('says when no Redis is configured', async () => {
    redisConfigured = false;
    renderPage();
    const redis = await screen.findByRole('region', { name: 'Redis' });
    expect(within(redis).getByText(/None configured: without REDIS_URL/)).toBeVisible();
  });

  it('runs a SELECT and shows its rows, says when they were capped, and why a DELETE is refused', async () => {
    renderPage();
    const sqlBox = await screen.findByLabelText('SQL');
    await userEvent.type(sqlBox, 'select id, username from members');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const table = await screen.findByRole('table', { name: 'Query result' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /2 NULL/ })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 rows. Ran in 3 ms.');

    await userEvent.clear(sqlBox);
    await userEvent.type(sqlBox, 'select * from capped{Control>}{Enter}{/Control}');
    expect(await screen.findByText(/The first 500 rows; more matched/)).toBeVisible();

    await userEvent.clear(sqlBox);
    await userEvent.type(sqlBox, 'delete from members');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/Only a SELECT runs here, read-only: this is DELETE/)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Query result' })).toBeNull();
    expect(sent).toEqual(['select id, username from members', 'select * from capped', 'delete from members']);
  });

  it('names the role the console needs to one who lacks it', async () => {
    renderPage([]);
    expect(
      await screen.findByText(
        'You need the role System activity (VIEW_ACTIVITY) to run queries in the console.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('SQL')).toBeNull();
  });

  it('says why the datastores did not load, with a way to try again', async () => {
    down = true;
    renderPage();
    expect(await screen.findByText(/The server is restarting/)).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Database' })).toBeVisible();
  });
});
