import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN } from '../../../contract/canAccess';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';

const codes: ResourceDefinition = {
  name: 'codes',
  label: { one: 'Code', many: 'Codes' },
  recordRepresentation: 'code',
  icon: 'Category',
  routes: { list: '/codes', edit: '/code/:id?' },
  api: {
    getOne: { method: 'GET', path: '/code/:id' },
    update: { method: 'PUT', path: '/code/:id' },
  },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true, editOnly: true },
    { source: 'code', label: 'Affiliate code', kind: 'text', required: true },
    { source: 'note', label: 'Note', kind: 'text' },
  ],
  access: { page: OPEN, list: OPEN, show: OPEN, edit: OPEN },
};

let reads = 0;
let updates = 0;
const server = setupServer(
  http.get('/api/code/1', () => {
    reads += 1;
    return HttpResponse.json({ data: { id: 1, code: 'AFF-1', note: `read ${reads}` } });
  }),
  http.put('/api/code/1', () => {
    updates += 1;
    return HttpResponse.json({ data: { id: 1 } });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterAll(() => server.close());

describe('a record read again while it is being edited', () => {
  it('keeps a refused save’s message and the user’s edit, and takes the other fields’ new values', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithAdmin({ registry: [codes], path: '/code/1', queryClient });
    const code = await screen.findByLabelText('Affiliate code');
    await waitFor(() => expect(code).toHaveValue('AFF-1'));
    await user.clear(code);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Affiliate code is required')).toBeInTheDocument();

    // As a socket event does when someone changes the record.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('read 2'));
    expect(screen.getByText('Affiliate code is required')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(updates).toBe(0);
  });
});
