import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext } from 'ra-core';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamView } from '../../../contract/tech/streamsApi';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import StreamsPage from './StreamsPage';

const stream = (performer: number, username: string, viewers = 4): StreamView => ({
  id: performer + 100,
  performer,
  username,
  onlineStatus: 'live',
  server: 'media-ams-1',
  bitrateKbps: 4500,
  viewers,
  startedAt: '2026-11-26T10:00:00.000Z',
});

let down = false;
let streams: StreamView[] = [];
let stopped: { id: string; reason: unknown } | null = null;
const server = setupServer(
  http.get('/api/wse/streams', () =>
    down
      ? HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Streams unavailable' },
          { status: 500 },
        )
      : HttpResponse.json({
          data: streams,
          total: streams.length,
          servers: streams.length ? [{ server: 'media-ams-1', streams: streams.length, viewers: 8 }] : [],
        }),
  ),
  http.post('/api/wse/streams/:id/stop', async ({ params, request }) => {
    const { reason } = (await request.json()) as { reason: string };
    stopped = { id: String(params.id), reason };
    const gone = streams.find((row) => row.id === Number(params.id))!;
    streams = streams.filter((row) => row !== gone);
    return HttpResponse.json({ data: { ...gone, endedAt: '2026-11-26T11:00:00.000Z', endReason: reason } });
  }),
);
let socket: FakeSocket;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
  stopped = null;
  streams = [stream(1, 'ada'), stream(2, 'bea')];
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => setSocketFactory());
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/tech/streams']}>
      <CoreAdminContext>
        <StreamsPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('Streams', () => {
  it('lists the open streams with server, bitrate and viewers, and says the load per server', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: 'ada' });
    expect(within(row).getByText('media-ams-1')).toBeInTheDocument();
    expect(within(row).getByText('4,5 Mbit/s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'media-ams-1 (2 streams, 8 viewers)' })).toBeInTheDocument();
  });

  it('says the list failed to load and loads it on Try again', async () => {
    down = true;
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The streams could not be loaded: Streams unavailable');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'bea' })).toBeInTheDocument();
  });

  it('says when nobody is streaming', async () => {
    streams = [];
    renderPage();
    expect(await screen.findByText('Nobody is streaming right now.')).toBeInTheDocument();
  });

  it('follows the socket: a changed stream changes in place, an ended one leaves', async () => {
    renderPage();
    await screen.findByRole('row', { name: 'ada' });
    act(() => socket.receive('stream-update', { performer: 1, stream: stream(1, 'ada', 57) }));
    expect(await within(screen.getByRole('row', { name: 'ada' })).findByText('57')).toBeInTheDocument();
    act(() => socket.receive('stream-update', { performer: 2, stream: null }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'bea' })).not.toBeInTheDocument());
  });

  it('stops a stream only with a reason, and the row leaves', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Stop the stream of bea' }));
    const dialog = await screen.findByRole('dialog', { name: "Stop bea's stream?" });
    await user.click(within(dialog).getByRole('button', { name: 'Stop stream' }));
    expect(stopped).toBeNull();
    await user.type(within(dialog).getByRole('textbox'), 'Test card on air');
    await user.click(within(dialog).getByRole('button', { name: 'Stop stream' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'bea' })).not.toBeInTheDocument());
    expect(stopped).toEqual({ id: '102', reason: 'Test card on air' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
