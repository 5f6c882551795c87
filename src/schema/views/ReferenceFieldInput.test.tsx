import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPEN } from '../../../contract/canAccess';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';

const artists: ResourceDefinition = {
  name: 'artists',
  label: { one: 'Artist', many: 'Artists' },
  recordRepresentation: 'name',
  icon: 'Person',
  routes: {},
  api: { getList: { method: 'GET', path: '/artists' }, getOne: { method: 'GET', path: '/artist/:id' } },
  fields: [{ source: 'name', label: 'Name', kind: 'text' }],
  access: { list: 'VIEW_NEW_PERFORMERS', show: 'VIEW_NEW_PERFORMERS' },
};

/** Money held back from an artist: creating one needs REVENUE_PLATFORM, listing artists VIEW_NEW_PERFORMERS. */
const holds: ResourceDefinition = {
  name: 'holds',
  label: { one: 'Hold', many: 'Holds' },
  recordRepresentation: 'reason',
  icon: 'Lock',
  routes: { list: '/holds', edit: '/hold/:id?' },
  api: {
    create: { method: 'POST', path: '/holds' },
    getOne: { method: 'GET', path: '/hold/:id' },
    update: { method: 'PUT', path: '/hold/:id' },
  },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true, editOnly: true },
    { source: 'artist', label: 'Artist', kind: 'reference', reference: 'artists', required: true },
    { source: 'reason', label: 'Reason', kind: 'text', required: true },
  ],
  access: { page: OPEN, create: 'REVENUE_PLATFORM', edit: 'REVENUE_PLATFORM', show: 'REVENUE_PLATFORM' },
};

const artistCalls: string[] = [];
const posted: unknown[] = [];
const server = setupServer(
  http.get('/api/artists', ({ request }) => {
    artistCalls.push(request.url);
    return HttpResponse.json({ message: 'You need VIEW_NEW_PERFORMERS' }, { status: 403 });
  }),
  http.get('/api/artist/:id', ({ request }) => {
    artistCalls.push(request.url);
    return HttpResponse.json({ message: 'You need VIEW_NEW_PERFORMERS' }, { status: 403 });
  }),
  http.get('/api/hold/5', () => HttpResponse.json({ data: { id: 5, artist: 7, reason: 'Chargeback' } })),
  http.post('/api/holds', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    return HttpResponse.json({ data: { id: 6, ...body } });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => {
  artistCalls.length = 0;
  posted.length = 0;
});
afterAll(() => server.close());

describe('a reference input whose records the user may not list', { timeout: 30_000 }, () => {
  it('asks the API nothing, says the role it needs, and takes the id typed instead', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [holds, artists], path: '/hold', roles: ['REVENUE_PLATFORM'] });
    const input = await screen.findByLabelText(/Artist ID/);
    expect(
      screen.getByText(
        'You need the role Review performers (VIEW_NEW_PERFORMERS) to search artists: type the ID.',
      ),
    ).toBeInTheDocument();
    await user.type(input, '7');
    await user.type(screen.getByLabelText(/Reason/), 'Chargeback');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual([{ artist: 7, reason: 'Chargeback' }]));
    expect(artistCalls).toEqual([]);
  });

  it('shows the stored id on a record, without asking for the record it names', async () => {
    renderWithAdmin({ registry: [holds, artists], path: '/hold/5', roles: ['REVENUE_PLATFORM'] });
    await waitFor(() => expect(screen.getByLabelText(/Artist ID/)).toHaveValue(7));
    await waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveValue('Chargeback'));
    expect(artistCalls).toEqual([]);
  });
});
