import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPEN } from '../../../contract/canAccess';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';

/** A test-only resource whose change reaches other records, as a tariff group's reaches its performers. */
const tariffs: ResourceDefinition = {
  name: 'tariffs',
  label: { one: 'Tariff', many: 'Tariffs' },
  recordRepresentation: 'name',
  icon: 'Sell',
  routes: { list: '/tariffs', edit: '/tariff/:id?' },
  api: {
    getOne: { method: 'GET', path: '/tariff/:id' },
    update: { method: 'PUT', path: '/tariff/:id' },
  },
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    { source: 'price', label: 'Price', kind: 'money', min: 0 },
    { source: 'performerCount', label: 'Performers', kind: 'integer', readOnly: true, derived: true },
  ],
  saveImpact: { count: 'performerCount', one: 'performer', many: 'performers' },
  access: { page: OPEN, list: OPEN, edit: OPEN },
};

const puts: unknown[] = [];
let performerCount = 1234;
const server = setupServer(
  http.get('/api/tariff/1', () =>
    HttpResponse.json({ data: { id: 1, name: 'Standard', price: 199, performerCount, version: 1 } }),
  ),
  http.put('/api/tariff/1', async ({ request }) => {
    puts.push(await request.json());
    return HttpResponse.json({ data: { id: 1, name: 'Standard', price: 249, performerCount, version: 2 } });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => {
  puts.length = 0;
  performerCount = 1234;
});
afterAll(() => server.close());

describe('a change that reaches other records', { timeout: 30_000 }, () => {
  it('says how many before saving, and saves only once its confirmation, naming them, is accepted', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [tariffs], path: '/tariff/1' });
    const price = await screen.findByLabelText('Price');
    await waitFor(() => expect(price).toHaveValue(1.99));
    expect(screen.queryByText(/This change affects/)).not.toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '2.49');
    expect(await screen.findByText('This change affects 1.234 performers.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save tariff' });
    expect(dialog).toHaveTextContent('This change affects 1.234 performers. Save it for all of them?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'Save tariff' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(/updated|saved/i);
    expect(puts).toEqual([expect.objectContaining({ price: 249 })]);
  });

  it('saves at once where the change reaches nobody', async () => {
    performerCount = 0;
    const user = userEvent.setup();
    renderWithAdmin({ registry: [tariffs], path: '/tariff/1' });
    const price = await screen.findByLabelText('Price');
    await waitFor(() => expect(price).toHaveValue(1.99));
    await user.clear(price);
    await user.type(price, '2.49');
    expect(await screen.findByText('This change affects 0 performers.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText(/updated|saved/i);
    expect(puts).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
