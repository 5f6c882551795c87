import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext } from 'ra-core';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../../contract/live/presence';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import LiveCamsPage from './LiveCamsPage';

const show = (id: number, username: string, memberName: string): PerformerPresence => ({
  id,
  username,
  onlineStatus: 'live',
  chatKind: 'default',
  viewers: 3,
  member: id + 100,
  memberName,
  since: '2026-11-25T10:00:00.000Z',
});

let down = false;
/** While set, a read of the wall waits for it and answers with the wall given. */
let held: Promise<PerformerPresence[]> | undefined;
const server = setupServer(
  http.get('/api/wse/live', async () =>
    down
      ? HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Live data unavailable' },
          { status: 500 },
        )
      : HttpResponse.json({ data: held ? await held : [show(1, 'ada', 'max'), show(2, 'bea', 'tom')] }),
  ),
);
let socket: FakeSocket;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
  held = undefined;
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => setSocketFactory());
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/support/chats']}>
      <CoreAdminContext>
        <LiveCamsPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('Live Cams', () => {
  it('says the wall failed to load, with no count and no endless progress, and loads it on Try again', async () => {
    down = true;
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The live wall could not be loaded: Live data unavailable');
    expect(screen.getByRole('tab', { name: 'Live' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live (2)' })).toBeInTheDocument();
  });

  it('names the performer on each card’s buttons, so a wall of them is told apart', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'bea' });
    expect(within(card).getByRole('button', { name: 'End show of bea' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Kick tom from the show of bea' })).toBeEnabled();
  });

  it('keeps a performer who went live while the wall was being read again, whose answer left before', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'ada' });
    let answer!: (wall: PerformerPresence[]) => void;
    held = new Promise((resolve) => (answer = resolve));
    // The socket (re)connecting reads the wall again; meanwhile cleo goes live.
    act(() => socket.receive('connect'));
    act(() => socket.receive('live-update', show(3, 'cleo', 'zed')));
    expect(await screen.findByRole('article', { name: 'cleo' })).toBeInTheDocument();
    answer([show(1, 'ada', 'max'), { ...show(2, 'bea', 'tom'), viewers: 7 }]);
    const bea = await screen.findByRole('article', { name: 'bea' });
    await within(bea).findByText(/7 watching/);
    expect(screen.getByRole('article', { name: 'cleo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live (3)' })).toBeInTheDocument();
  });
});
