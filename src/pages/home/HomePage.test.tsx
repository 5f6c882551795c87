import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext, type AuthProvider } from 'ra-core';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../../contract/live/presence';
import { DASHBOARD_MODULE_KEYS } from '../../../contract/dashboard/dashboardModules';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import HomePage from './HomePage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

let roles = ['MEMBER_BASE', 'MODERATE_SNAPSHOTS'];
const asked: string[] = [];
const saves: { preferences: Record<string, unknown> }[] = [];
const server = setupServer(
  http.get('/api/account/preferences', () =>
    HttpResponse.json({
      preferences: {
        theme: 'dark',
        homeLayout: { modules: ['signups-today', 'media-queue', 'revenue-today', 'weather'], layouts: {} },
      },
    }),
  ),
  http.put('/api/account/preferences', async ({ request }) => {
    const body = (await request.json()) as { preferences: Record<string, unknown> };
    saves.push(body);
    return HttpResponse.json(body);
  }),
  http.get('/api/dashboard/:module', ({ params }) => {
    asked.push(String(params.module));
    if (params.module === 'media-queue')
      return HttpResponse.json(
        { statusCode: 500, code: 'INTERNAL', message: 'Queue unavailable' },
        { status: 500 },
      );
    return HttpResponse.json({ day: '2026-11-26', count: 4 });
  }),
);

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let socket: FakeSocket | undefined;
beforeEach(() => {
  roles = ['MEMBER_BASE', 'MODERATE_SNAPSHOTS'];
  asked.length = 0;
  saves.length = 0;
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => {
  server.resetHandlers();
  setSocketFactory();
});
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter>
      <CoreAdminContext authProvider={authProvider} queryClient={noRetryQueryClient()}>
        <HomePage />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('the home grid', () => {
  it('shows the saved modules (unknown ones dropped) each in its state, asking nothing a role does not cover', async () => {
    renderPage();
    const signups = await screen.findByRole('region', { name: 'Signups today' });
    expect(await within(signups).findByText('4')).toBeInTheDocument();
    expect(within(signups).getByText('members signed up on 2026-11-26')).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: 'Media queue' });
    expect(await within(queue).findByRole('alert')).toHaveTextContent(
      'The media queue could not be loaded: Queue unavailable',
    );
    expect(screen.getByRole('region', { name: 'Revenue today' })).toHaveTextContent(
      'Needs the role REVENUE_BASIC.',
    );
    expect(screen.queryByRole('region', { name: /weather/i })).toBeNull();
    expect(asked.sort()).toEqual(['media-queue', 'signups-today']);
  });

  it('removes a module and adds it back from the menu, saving the layout with the other preferences', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Signups today' });
    await user.click(screen.getByRole('button', { name: 'Remove Signups today' }));
    expect(screen.queryByRole('region', { name: 'Signups today' })).toBeNull();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.preferences.theme).toBe('dark');
    expect(saves[0]!.preferences.homeLayout).toMatchObject({ modules: ['media-queue', 'revenue-today'] });

    await user.click(screen.getByRole('button', { name: 'Add module' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Live cams now', 'Signups today', 'Payouts due', 'Recent audit events']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Signups today' }));
    expect(await screen.findByRole('region', { name: 'Signups today' })).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.preferences.homeLayout).toMatchObject({
      modules: ['media-queue', 'revenue-today', 'signups-today'],
    });
  });

  it('resizes a module from the keyboard, a step at a time, and saves it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Signups today' });
    screen.getByRole('button', { name: 'Resize Signups today' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Wider', 'Narrower', 'Taller', 'Shorter']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Taller' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const layouts = (
      saves[0]!.preferences.homeLayout as { layouts: Record<string, { i: string; h: number }[]> }
    ).layouts;
    expect(Object.values(layouts).every((items) => items.some((item) => item.i === 'signups-today'))).toBe(
      true,
    );
    expect(
      Object.values(layouts).filter((items) => items.find((item) => item.i === 'signups-today')?.h === 3),
    ).toHaveLength(1);
  });

  it('resets to every module of the catalogue', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Signups today' });
    await user.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(await screen.findByRole('region', { name: 'Recent audit events' })).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.preferences.homeLayout).toMatchObject({ modules: DASHBOARD_MODULE_KEYS });
  });

  it('counts the live cams from the wall once, then keeps the count current over the socket', async () => {
    roles = ['VIEW_LIVE_CAMS'];
    const performer = (id: number, onlineStatus: PerformerPresence['onlineStatus']): PerformerPresence => ({
      id,
      username: `p${id}`,
      onlineStatus,
      chatKind: null,
      viewers: 2,
      member: null,
      memberName: null,
      since: null,
    });
    let reads = 0;
    server.use(
      http.get('/api/account/preferences', () =>
        HttpResponse.json({ preferences: { homeLayout: { modules: ['live-cams'], layouts: {} } } }),
      ),
      http.get('/api/wse/live', () => {
        reads += 1;
        return HttpResponse.json({ data: [performer(1, 'live'), performer(2, 'online')] });
      }),
    );
    renderPage();
    const live = await screen.findByRole('region', { name: 'Live cams now' });
    expect(await within(live).findByText('1')).toBeInTheDocument();
    expect(live).toHaveTextContent('in a show now · 2 online · 2 watching');
    socket!.receive('live-update', performer(3, 'vip'));
    expect(await within(live).findByText('2')).toBeInTheDocument();
    socket!.receive('live-update', performer(1, 'offline'));
    socket!.receive('live-update', performer(3, 'offline'));
    expect(await within(live).findByText('Nobody is in a show right now.')).toBeInTheDocument();
    expect(reads).toBe(1);
  });
});
