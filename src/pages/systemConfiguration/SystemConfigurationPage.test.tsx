import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsView } from '../../../contract/tech/settingsApi';
import { clearCallError } from '../../transport/callState';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import SystemConfigurationPage from './SystemConfigurationPage';
import { noRetryQueryClient } from '../../../tests/fixtures/noRetryQueryClient';

const view = (key: string, value: number, extra: Partial<SettingsView> = {}): SettingsView => ({
  key,
  value,
  default: value,
  isDefault: true,
  version: 0,
  updatedBy: null,
  updatedAt: null,
  ...extra,
});
let settings: SettingsView[] = [];
let listFails = false;
const writes: { url: string; body: unknown }[] = [];
const changedByAdmin = view('postbacks.timeout', 3000, {
  default: 5000,
  isDefault: false,
  version: 4,
  updatedBy: 'admin',
  updatedAt: '2026-11-20T10:00:00Z',
});

const server = setupServer(
  http.get('/api/wse/configuration', () =>
    listFails
      ? HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'Database down' }, { status: 500 })
      : HttpResponse.json({ data: settings }),
  ),
  http.put('/api/wse/configuration/:key', async ({ request, params }) => {
    const body = (await request.json()) as { value: number; version: number };
    writes.push({ url: request.url, body });
    const current = settings.find((setting) => setting.key === params.key)!;
    if (body.version !== current.version)
      return HttpResponse.json(
        { statusCode: 409, code: 'CONFLICT', message: 'Someone else changed this record.', current },
        { status: 409 },
      );
    const changed = { ...current, value: body.value, isDefault: false, version: current.version + 1 };
    settings = settings.map((setting) => (setting.key === params.key ? changed : setting));
    return HttpResponse.json(changed);
  }),
  http.get('/api/wse/configuration/:key/history', () =>
    HttpResponse.json({
      data: [
        { id: 2, key: 'postbacks.timeout', old: 4000, new: 3000, by: 'admin', at: '2026-11-20T10:00:00Z' },
        { id: 1, key: 'postbacks.timeout', old: null, new: 4000, by: 'ops', at: '2026-11-19T09:00:00Z' },
      ],
    }),
  ),
);
let socket: FakeSocket | undefined;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
});
afterEach(() => {
  clearCallError();
  writes.length = 0;
  listFails = false;
});
afterAll(() => {
  server.close();
  setSocketFactory();
});

function renderPage(timeout = view('postbacks.timeout', 5000)) {
  settings = [
    view('messaging.sendRate', 0),
    timeout,
    view('postbacks.maxAnswerBytes', 65536),
    view('lists.countCap', 1000),
  ];
  // The page's own retries would hold the error state back; the test asks again itself.
  const queryClient = noRetryQueryClient();
  render(
    <MemoryRouter>
      <AdminContext queryClient={queryClient}>
        <SystemConfigurationPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('SystemConfigurationPage', () => {
  it('shows the settings by group with type, value, default and last change', async () => {
    renderPage(changedByAdmin);
    const postbacks = await screen.findByRole('table', { name: 'Postbacks settings' });
    const [, timeout] = within(postbacks).getAllByRole('row');
    expect(timeout).toHaveTextContent('Postback timeout');
    expect(timeout).toHaveTextContent('Duration, 500 to 30,000 ms');
    expect(timeout).toHaveTextContent('3,000 ms (3 s)5,000 ms (5 s)');
    expect(timeout).toHaveTextContent('admin, 2026-11-20');
    const lists = screen.getByRole('table', { name: 'Lists settings' });
    expect(within(lists).getAllByRole('row')[1]).toHaveTextContent(
      '1,000 rows(default)1,000 rowsLIST_COUNT_CAP when setNever changed',
    );
    expect(screen.getByRole('heading', { name: 'Messaging', level: 2 })).toBeInTheDocument();
  });

  it('checks a value by its type before sending it, then saves it for the version read', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change List count cap' }));
    const dialog = screen.getByRole('dialog', { name: 'Change List count cap' });
    const input = within(dialog).getByRole('textbox', { name: 'List count cap' });
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be at least 1 rows')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(input);
    await user.type(input, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('250 rows')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toEqual([
      { url: expect.stringContaining('/lists.countCap'), body: { value: 250, version: 0 } },
    ]);
  });

  it('shows who changed a setting meanwhile, and saving again replaces it knowingly', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change Postback timeout' }));
    settings[1] = changedByAdmin;
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Postback timeout' });
    await user.clear(input);
    await user.type(input, '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'admin changed this setting since you opened it (2026-11-20',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('it is now 3,000 ms (3 s)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('8,000 ms (8 s)')).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      { value: 8000, version: 0 },
      { value: 8000, version: 4 },
    ]);
  });

  it('shows a setting’s history: when, who, old and new', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'History of Postback timeout' }));
    const table = await screen.findByRole('table', { name: 'Changes of Postback timeout' });
    const [, last, first] = within(table).getAllByRole('row');
    expect(last).toHaveTextContent('admin4,000 ms (4 s) → 3,000 ms (3 s)');
    expect(first).toHaveTextContent('opsthe default → 4,000 ms (4 s)');
  });

  it('shows a change someone else saved as soon as the socket says so', async () => {
    renderPage();
    const postbacks = await screen.findByRole('table', { name: 'Postbacks settings' });
    expect(postbacks).toHaveTextContent('5,000 ms (5 s)(default)');
    settings[1] = changedByAdmin;
    socket!.receive('settings-changed', { key: 'postbacks.timeout', by: 'admin' });
    expect(await within(postbacks).findByText('3,000 ms (3 s)')).toBeInTheDocument();
    expect(postbacks).toHaveTextContent('admin, 2026-11-20');
  });

  it('says the settings did not load, and loads them on Try again', async () => {
    const user = userEvent.setup();
    listFails = true;
    renderPage();
    expect(await screen.findByText(/Database down/)).toBeInTheDocument();
    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Lists settings' })).toBeInTheDocument();
  });
});
