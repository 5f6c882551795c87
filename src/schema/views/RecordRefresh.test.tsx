import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** While set, validation waits for it, as it does on a slow machine while the validator's code is fetched. */
let validationGate: Promise<void> | undefined;
vi.mock('../schemaValidator', async (importOriginal) => {
  const { schemaValidator } = await importOriginal<typeof import('../schemaValidator')>();
  return {
    schemaValidator: (...args: Parameters<typeof schemaValidator>) => {
      const validate = schemaValidator(...args);
      return async (values: Record<string, unknown>) => {
        await validationGate;
        return validate(values);
      };
    },
  };
});

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
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Affiliate code is required')).toBeInTheDocument();

    // As a socket event does when someone changes the record.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('read 2'));
    expect(screen.getByText('Affiliate code is required')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(updates).toBe(0);
  });

  it('does not lose a Save whose validation is still running when the record is read again', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithAdmin({ registry: [codes], path: '/code/1', queryClient });
    const code = await screen.findByLabelText('Affiliate code');
    await waitFor(() => expect(code).toHaveValue('AFF-1'));
    const before = reads;
    await user.clear(code);
    let release = () => {};
    validationGate = new Promise((resolve) => (release = resolve));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    // act: the record read again is rendered, and its effects run, before validation ends.
    await act(() => queryClient.invalidateQueries());
    expect(reads).toBe(before + 1);
    release();
    expect(await screen.findByText('Affiliate code is required')).toBeInTheDocument();
    // Once the refused save is over, the form takes the record read meanwhile.
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue(`read ${before + 1}`));
    expect(code).toHaveValue('');
    expect(updates).toBe(0);
  });
});
