import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext } from 'ra-core';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../contract/media/mediaQueue';
import MediaPage from './MediaPage';

const item = (id: number, kind: MediaItem['kind'], performerName: string): MediaItem => ({
  id,
  kind,
  performer: id + 10,
  performerName,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  createdAt: '2026-11-25T10:00:00.000Z',
  claimedUntil: '2026-11-25T10:05:00.000Z',
});

let down = false;
const server = setupServer(
  http.post('/api/media/claim', () =>
    down
      ? HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Queue unavailable' },
          { status: 500 },
        )
      : HttpResponse.json({ data: [item(4, 'snapshot', 'ada'), item(5, 'album', 'bea')], waiting: 3 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
});
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter>
      <CoreAdminContext>
        <MediaPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('the media queue', () => {
  it('offers each held item as a named button in the list, chosen by keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const held = await screen.findByRole('list', { name: 'Held items' });
    const thumbnails = within(held).getAllByRole('button');
    expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-label'))).toEqual([
      'Show snapshot 4 by ada (1 of 2)',
      'Show album picture 5 by bea (2 of 2)',
    ]);
    expect(within(held).getAllByRole('listitem')).toHaveLength(2);

    thumbnails[1]!.focus();
    await user.keyboard('{Enter}');
    expect(thumbnails[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('figure')).toHaveAccessibleName('Album picture 5 by bea');
  });

  it('says the queue failed to load, and loads it on Try again', async () => {
    down = true;
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The queue could not be loaded: Queue unavailable');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Held items' })).toBeInTheDocument();
  });
});
