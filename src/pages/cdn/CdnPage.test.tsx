import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CdnEntryView } from '../../../contract/tech/cdnApi';
import CdnPage from './CdnPage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

const held = (path: string, encoding: string, hits: number): CdnEntryView => ({
  path,
  encoding,
  variant: encoding === 'identity' ? '' : 'gzip,deflate,br',
  size: 31_000,
  hits,
  cachedAt: '2026-11-26T10:00:00.000Z',
  cacheControl: 'public, max-age=31536000, immutable',
  etag: '"abc"',
});

let down = false;
let stored = [held('/assets/index-abc.js', 'br', 4), held('/assets/style-def.css', 'identity', 0)];
const glob = (pattern: string) => (path: string) =>
  !pattern ||
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.]/g, '\\.'))
      .join('.*')}$`,
  ).test(path);
const server = setupServer(
  http.get('/api/wse/cdn/entries', ({ request }) => {
    if (down)
      return HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'Boom' }, { status: 500 });
    const filter = new URL(request.url).searchParams.get('filter');
    const pattern = (filter ? (JSON.parse(filter) as { pattern?: string }).pattern : '') ?? '';
    const data = stored.filter((row) => glob(pattern)(row.path));
    return HttpResponse.json({
      scope: 'instance',
      bytes: 62_000,
      maxBytes: 64_000_000,
      total: data.length,
      data,
    });
  }),
  http.post('/api/wse/cdn/purge', async ({ request }) => {
    const body = (await request.json()) as { pattern: string; preview: boolean };
    const matching = stored.filter((row) => glob(body.pattern)(row.path));
    if (!body.preview) stored = stored.filter((row) => !glob(body.pattern)(row.path));
    return HttpResponse.json({
      pattern: body.pattern,
      matched: matching.length,
      paths: matching.map((row) => row.path),
      purged: body.preview ? null : matching.length,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
  stored = [held('/assets/index-abc.js', 'br', 4), held('/assets/style-def.css', 'identity', 0)];
});
afterAll(() => server.close());

// A failed read shows at once rather than after react-query's three retries.
const renderPage = () =>
  render(
    <MemoryRouter>
      <AdminContext queryClient={noRetryQueryClient()}>
        <CdnPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the CDN page', () => {
  it("lists the held paths with encoding, size and hits, and says it is this instance's memory", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cached paths' });
    expect(within(table).getByRole('row', { name: /index-abc\.js/ })).toHaveTextContent(/br.*31\.0 kB.*4/);
    expect(screen.getByText(/in this instance's memory.*holds 62\.0 kB of at most 64\.0 MB/)).toBeVisible();
    expect(screen.getByRole('button', { name: /show a pattern first/ })).toBeDisabled();
  });

  it('previews what a pattern matches, then purges it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Path or pattern'), '/assets/*.js');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(await screen.findByRole('button', { name: "Purge '/assets/*.js'…" }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge edge cache responses?' });
    expect(within(dialog).getByRole('list', { name: 'Matching' })).toHaveTextContent('/assets/index-abc.js');
    await user.click(within(dialog).getByRole('button', { name: 'Purge 1' }));
    expect(await screen.findByText("Purged 1 response matching '/assets/*.js'")).toBeVisible();
    expect(await screen.findByText(/No response matching this pattern is held right now/)).toBeVisible();
  });

  it('says when the paths could not be read', async () => {
    down = true;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The cached paths.*Boom/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
