import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AdminContext, RecordContextProvider, ReferenceField, useResourceDefinitions } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { Route } from '../../routing/Route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import { ResourceRegistry } from './ResourceRegistry';

const ann = { id: 7, username: 'ann', version: 1 };
const server = setupServer(
  http.get('/api/members/overview', () => HttpResponse.json({ data: [ann], total: 1 })),
  http.get('/api/member/7', () => HttpResponse.json(ann)),
  // What the member page reads besides (history, pickers) is empty.
  http.get('/api/*', () =>
    HttpResponse.json({ data: [], total: 0 }, { headers: { 'Content-Range': 'items 0-0/0' } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A custom page showing a payment's member with react-admin's own reference field, as a new page would. */
const paymentPage = (link?: 'edit') => (
  <Route
    key="payment"
    path="/payment"
    element={
      <RecordContextProvider value={{ id: 1, member: 7 }}>
        <ReferenceField reference="members" source="member" link={link} />
      </RecordContextProvider>
    }
  />
);

const inRegistry = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AdminContext>
      <ResourceRegistry registry={registry}>{children}</ResourceRegistry>
    </AdminContext>
  </MemoryRouter>
);

describe('ResourceRegistry', { timeout: 30_000 }, () => {
  it('lets a stock ReferenceField name the record and open our record page at the definition’s path', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry, path: '/payment', roles: ['SEARCH_MEMBER'], routes: [paymentPage('edit')] });
    const link = await screen.findByRole('link', { name: 'ann' });
    // react-admin works the path out in an effect after the name shows: a slow render may show the name first.
    await waitFor(() => expect(link).toHaveAttribute('href', '/member/7'));
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Member: ann' })).toBeInTheDocument();
  });

  it('links by default to the record page of whoever may see it, as react-admin infers from the registry', async () => {
    renderWithAdmin({ registry, path: '/payment', roles: ['SEARCH_MEMBER'], routes: [paymentPage()] });
    const link = await screen.findByRole('link', { name: 'ann' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/member/7'));
  });

  it('gives useResourceDefinitions every definition with what its pages offer', () => {
    const definitions = renderHook(() => useResourceDefinitions(), { wrapper: inRegistry }).result.current;
    expect(Object.keys(definitions)).toEqual(registry.map((definition) => definition.name));
    for (const definition of registry) {
      expect(definitions[definition.name]).toMatchObject({
        name: definition.name,
        options: { label: definition.label.many, definition },
        recordRepresentation: definition.recordRepresentation,
        hasList: definition.routes.list !== undefined,
        hasShow: definition.routes.edit !== undefined,
      });
    }
    expect(definitions.members).toMatchObject({ hasEdit: true, hasCreate: false });
    expect(definitions.accounts).toMatchObject({ hasEdit: true, hasCreate: true });
    expect(definitions.audit).toMatchObject({
      hasList: false,
      hasShow: false,
      hasEdit: false,
      hasCreate: false,
    });
  });
});
