import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { lazy } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from '../routing/MemoryRouter';
import { createAuthProvider } from '../auth/createAuthProvider';
import { makeToken } from '../auth/testing/makeToken';
import { setToken } from '../auth/tokenStore';
import { setSocketFactory } from '../transport/socketClient';
import { FakeSocket } from '../transport/testing/FakeSocket';
import { Layout } from './Layout';

const server = setupServer(
  http.get('/api/account', () =>
    HttpResponse.json({ account: { id: 1, username: 'admin' }, roles: ['ADMIN'] }),
  ),
);
const sockets: FakeSocket[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => setSocketFactory());
afterAll(() => server.close());

// A page whose code never arrives, as on a slow first load.
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

it("watches the session while the page's code is still loading: activity then reaches the server", async () => {
  setToken(makeToken({ roles: ['ADMIN'] }));
  setSocketFactory((url, options) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  });
  render(
    <MemoryRouter>
      <AdminContext authProvider={createAuthProvider({ rules: {} })} store={memoryStore()}>
        <Layout error={() => null}>
          <NeverLoaded />
        </Layout>
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(sockets).toHaveLength(1));
  window.dispatchEvent(new Event('pointerdown'));
  expect(sockets[0]!.emitted.map(({ event }) => event)).toContain('activity');
});
