import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RedisKeySummary, RedisKeyView } from '../../../contract/tech/redisApi';
import RedisPage from './RedisPage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

const text = (value: string) => ({ text: value, bytes: value.length, cut: false });
const hashKey: RedisKeySummary = { key: 'wse:member:7', type: 'hash', ttl: -1, memory: 120 };
const stringKey: RedisKeySummary = { key: 'wse:note', type: 'string', ttl: 90_000, memory: 56 };

let configured = true;
let down = false;
let stored: RedisKeySummary[] = [];
const deletes: unknown[] = [];
const server = setupServer(
  http.get('/api/wse/redis/keys', ({ request }) => {
    if (down)
      return HttpResponse.json(
        { statusCode: 503, code: 'UNAVAILABLE', message: 'Redis did not answer: ECONNREFUSED' },
        { status: 503 },
      );
    const filter = new URL(request.url).searchParams.get('filter');
    const pattern = filter ? (JSON.parse(filter) as { pattern: string }).pattern : 'wse:*';
    const start = pattern.replace(/\*$/, '');
    return HttpResponse.json({
      configured,
      prefix: 'wse:',
      data: configured ? stored.filter((row) => row.key.startsWith(start)) : [],
      cursor: '0',
    });
  }),
  http.get('/api/wse/redis/key', ({ request }) => {
    const { key } = JSON.parse(new URL(request.url).searchParams.get('filter')!) as { key: string };
    const view: RedisKeyView =
      key === hashKey.key
        ? {
            ...hashKey,
            length: 2,
            next: null,
            value: {
              type: 'hash',
              fields: [
                { field: 'name', value: text('Anna') },
                { field: 'city', value: text('Utrecht') },
              ],
            },
          }
        : {
            ...stringKey,
            length: 40_000,
            next: null,
            value: { type: 'string', value: { text: 'long text', bytes: 40_000, cut: true } },
          };
    return HttpResponse.json({ data: view });
  }),
  http.delete('/api/wse/redis/key', ({ request }) => {
    const filter = JSON.parse(new URL(request.url).searchParams.get('filter')!) as {
      key: string;
      confirm: string;
    };
    deletes.push(filter);
    stored = stored.filter((row) => row.key !== filter.key);
    return HttpResponse.json({ data: hashKey });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configured = true;
  down = false;
  stored = [hashKey, stringKey];
  deletes.length = 0;
});
afterAll(() => server.close());

const renderPage = (entry = '/tech/redis') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext queryClient={noRetryQueryClient()}>
        <RedisPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the Redis page', () => {
  it('lists keys with type, expiry and memory, and searches a pattern', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Redis keys' });
    expect(within(table).getByRole('row', { name: /wse:member:7/ })).toHaveTextContent(
      /hash.*no expiry.*120 B/,
    );
    expect(within(table).getByRole('row', { name: /wse:note/ })).toHaveTextContent(
      /string.*1 min 30 s.*56 B/,
    );
    await userEvent.type(screen.getByLabelText('Pattern'), 'wse:member*{enter}');
    expect(await screen.findByText('The scan is complete.')).toBeVisible();
    await expect
      .poll(() => within(screen.getByRole('table', { name: 'Redis keys' })).queryAllByRole('row'))
      .toHaveLength(2);
  });

  it('searches the pattern in the address', async () => {
    renderPage('/tech/redis?pattern=wse%3Anote*');
    expect(await screen.findByRole('button', { name: 'wse:note' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'wse:member:7' })).toBeNull();
    expect(screen.getByLabelText('Pattern')).toHaveValue('wse:note*');
  });

  it('opens a hash with its fields, and a long string saying it was cut', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'wse:member:7' }));
    const panel = await screen.findByRole('region', { name: 'Key wse:member:7' });
    const value = await within(panel).findByRole('table', { name: 'Value' });
    expect(within(value).getByRole('row', { name: /name Anna/ })).toBeVisible();
    expect(within(panel).getByText(/hash · 2 elements · expires: no expiry/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'wse:note' }));
    expect(await screen.findByText(/cut; 40\.0 kB in all/)).toBeVisible();
  });

  it('deletes a key only once its name is typed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'wse:member:7' }));
    const panel = await screen.findByRole('region', { name: 'Key wse:member:7' });
    await within(panel).findByRole('table', { name: 'Value' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this Redis key?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete key' });
    await userEvent.type(within(dialog).getByLabelText('Key'), 'wse:member:');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Key'), '7');
    await userEvent.click(confirm);
    expect(await screen.findByText('Deleted the Redis key wse:member:7')).toBeVisible();
    expect(deletes).toEqual([{ key: 'wse:member:7', confirm: 'wse:member:7' }]);
    expect(screen.queryByRole('button', { name: 'wse:member:7' })).toBeNull();
  });

  it('says when no Redis is configured and how to set one', async () => {
    configured = false;
    renderPage();
    expect(await screen.findByText(/No Redis is configured for this server\. Set REDIS_URL/)).toBeVisible();
    expect(screen.queryByLabelText('Pattern')).toBeNull();
  });

  it('says why the keys did not load, with a way to try again', async () => {
    down = true;
    renderPage();
    expect(await screen.findByText(/Redis did not answer: ECONNREFUSED/)).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Redis keys' })).toBeVisible();
  });
});
