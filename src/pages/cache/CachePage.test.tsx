import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CacheEntryView } from '../../../contract/tech/cacheApi';
import CachePage from './CachePage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

const entry = (key: string): CacheEntryView => ({
  key,
  size: 2048,
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T10:00:30.000Z',
  expiresIn: 25_000,
});

let down = false;
let stored = [entry('analytics:report:signups:abc'), entry('dashboard:signups-today:2026-11-26')];
const purges: unknown[] = [];
const server = setupServer(
  http.get('/api/wse/cache/entries', ({ request }) => {
    if (down)
      return HttpResponse.json(
        { statusCode: 500, code: 'INTERNAL', message: 'Redis is down' },
        { status: 500 },
      );
    const filter = new URL(request.url).searchParams.get('filter');
    const prefix = (filter ? (JSON.parse(filter) as { prefix?: string }).prefix : '') ?? '';
    return HttpResponse.json({
      backEnd: 'redis',
      ttlSeconds: 30,
      data: stored.filter((row) => row.key.startsWith(prefix)),
      cursor: null,
    });
  }),
  http.post('/api/wse/cache/purge', async ({ request }) => {
    const body = (await request.json()) as { prefix: string; preview: boolean };
    purges.push(body);
    const matching = stored.filter((row) => row.key.startsWith(body.prefix));
    if (!body.preview) stored = stored.filter((row) => !row.key.startsWith(body.prefix));
    return HttpResponse.json({
      prefix: body.prefix,
      matched: matching.length,
      keys: matching.map((row) => row.key),
      purged: body.preview ? null : matching.length,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
  stored = [entry('analytics:report:signups:abc'), entry('dashboard:signups-today:2026-11-26')];
  purges.length = 0;
});
afterAll(() => server.close());

// A failed read shows at once rather than after react-query's three retries.
const renderPage = () =>
  render(
    <MemoryRouter>
      <AdminContext queryClient={noRetryQueryClient()}>
        <CachePage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the Cache page', () => {
  it('lists the entries with size and time left, and says where the cache lives', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cache entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /analytics:report:signups:abc/ })).toHaveTextContent(
      /2\.0 kB.*25 s/,
    );
    expect(screen.getByText(/in Redis \(REDIS_URL\), shared by every instance.*held for 30 s/)).toBeVisible();
  });

  it('previews a purge of the prefix shown, then purges and says how many went', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Key prefix'), 'dashboard:');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('button', { name: "Purge 'dashboard:'…" });
    await user.click(screen.getByRole('button', { name: "Purge 'dashboard:'…" }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge cache entries?' });
    expect(dialog).toHaveTextContent("1 matches 'dashboard:'");
    expect(within(dialog).getByRole('list', { name: 'Matching' })).toHaveTextContent(
      'dashboard:signups-today:2026-11-26',
    );
    expect(stored).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Purge 1' }));
    expect(await screen.findByText("Purged 1 entry under 'dashboard:'")).toBeVisible();
    expect(await screen.findByText('No entries under this prefix right now.')).toBeVisible();
    expect(purges).toEqual([
      { prefix: 'dashboard:', preview: true },
      { prefix: 'dashboard:', preview: false },
    ]);
  });

  it('says when the entries could not be read, and tries again', async () => {
    down = true;
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The cache entries.*Redis is down/);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Cache entries' })).toBeVisible();
  });
});
