import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import { notes } from '../../../contract/__fixtures__/notes';

const note = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Call the studio',
  priority: 2,
  status: 'open',
  details: { owner: 'ann' },
  secret: 's3',
  createdAt: '2026-02-03T04:05:00Z',
  version: 3,
  ...overrides,
});

const sent: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
let putAnswers: Array<() => Response> = [];

const server = setupServer(
  http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    sent.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    if (request.method === 'GET' && url.pathname === '/api/notes')
      return HttpResponse.json({
        data: [note(), note({ id: 2, title: 'Pay invoices', status: 'done' })],
        total: 2,
      });
    if (request.method === 'GET' && url.pathname === '/api/note/1')
      return HttpResponse.json({ data: note() });
    if (request.method === 'POST' && url.pathname === '/api/notes')
      return HttpResponse.json({ data: note({ id: 9, ...(body as object) }) });
    if (request.method === 'PUT' && url.pathname === '/api/notes') {
      const answer = putAnswers.shift();
      return answer ? answer() : HttpResponse.json({ data: note() });
    }
    return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screens are lazy routes; loading them once up front keeps the first test from paying for it.
  await Promise.all([import('./ResourceListPage'), import('./ResourceEditPage')]);
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  putAnswers = [];
});
afterAll(() => server.close());

const puts = () => sent.filter((call) => call.method === 'PUT');

describe('generic screens from a definition alone (fixture resource "notes")', { timeout: 30_000 }, () => {
  it('lists the API rows in the definition’s columns, asking the server for page, sort and filter', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/notes' });
    expect(await screen.findByText('Pay invoices')).toBeInTheDocument();
    expect(screen.getByText('Call the studio')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Priority/ })).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(Object.fromEntries(sent[0]!.query)).toEqual({
      page: '1',
      perPage: '10',
      sort: 'title',
      order: 'ASC',
    });

    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'call');
    await waitFor(() => expect(sent.some((call) => call.query.get('filter') === '{"q":"call"}')).toBe(true));
  });

  it('says so when there are no rows', async () => {
    server.use(http.get('/api/notes', () => HttpResponse.json({ data: [], total: 0 })));
    renderWithAdmin({ registry: [notes], path: '/notes' });
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('shows the API’s message when the list fails, not an empty list, and Try again loads it', async () => {
    let down = true;
    server.use(
      http.get('/api/notes', () =>
        down
          ? HttpResponse.json(
              { statusCode: 500, code: 'INTERNAL', message: 'Database unavailable' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/notes' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notes could not be loaded: Database unavailable');
    expect(screen.queryByText('No notes yet.')).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pay invoices')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates a record from the form, converting the number input to an integer', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note', roles: ['EDIT_ROLES'] });
    await screen.findByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText('Title'), 'Book a room');
    await user.type(screen.getByLabelText('Priority'), '3.7');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')!.body).toMatchObject({
      title: 'Book a room',
      priority: 3,
    });
    expect(await screen.findByText('Note created')).toBeInTheDocument();
  });

  it('shows field errors with the field’s label and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note' });
    await screen.findByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText('Priority'), '0');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Priority must be at least 1')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves only the changed fields (nested where they are) with id and version', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note/1', roles: ['EDIT_ROLES'] });
    const owner = await screen.findByLabelText('Owner');
    await waitFor(() => expect(owner).toHaveValue('ann'));
    expect((screen.getByLabelText('Created') as HTMLInputElement).value).toMatch(/^2026-02-03 \d\d:05$/);
    // The line 'Changed' will take is held from the start, so nothing below it moves when it comes.
    const line = document.getElementById(owner.getAttribute('aria-describedby') ?? '');
    expect(line).toBeInTheDocument();
    await user.clear(owner);
    await user.type(owner, 'bob');
    expect(owner).toHaveAccessibleDescription('Changed');
    expect(line).toHaveTextContent('Changed');
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription('Changed');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ id: 1, version: 3, details: { owner: 'bob' } });
  });

  it('shows the server’s validation errors on their fields', async () => {
    putAnswers.push(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'title: taken',
          fields: { title: 'Title is already used' },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note/1' });
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Call the studio'));
    await user.type(title, '!');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is already used')).toBeInTheDocument();
  });

  it('on a stale save marks who changed what, and Overwrite sends only your change with the current version', async () => {
    putAnswers.push(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Stale version',
          current: note({ title: 'Call the studio today', priority: 5, version: 4 }),
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note/1' });
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Call the studio'));
    await user.clear(title);
    await user.type(title, 'Call the studio now');
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: /changed meanwhile/ });
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FieldChanged byYoursTheirsAfter Overwrite',
      'TitleBothCall the studio nowCall the studio todayCall the studio now',
      'PriorityTheirs255',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({ id: 1, version: 4, title: 'Call the studio now' });
  });

  it('disables what needs a missing role: the guarded field and the delete button', async () => {
    renderWithAdmin({ registry: [notes], path: '/note/1', roles: ['VIEW_ROLES'] });
    const secret = await screen.findByLabelText('Secret');
    await waitFor(() => expect(secret).toHaveValue('s3'));
    expect(secret).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('leaves out a field the user may not read', async () => {
    renderWithAdmin({ registry: [notes], path: '/note/1', roles: [] });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Call the studio'));
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('enables delete with the role and asks for confirmation first', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note/1', roles: ['REMOVE_ACCOUNTS'] });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Call the studio'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('This cannot be undone');
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('heads a record page with its name and a link back to the list', async () => {
    renderWithAdmin({ registry: [notes], path: '/note/1', roles: ['VIEW_ROLES'] });
    expect(
      await screen.findByRole('heading', { name: 'Note: Call the studio', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/notes');
  });

  it('says an unknown id is not found on its own route, with the way back, and loads no history', async () => {
    renderWithAdmin({ registry: [notes], path: '/note/404', roles: ['VIEW_ROLES'] });
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no note with the id 404.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notes' })).toHaveAttribute('href', '/notes');
    expect(sent.map((call) => call.path)).toEqual(['/api/note/404']);
  });

  it('says a malformed id is not found without asking the API', async () => {
    renderWithAdmin({ registry: [notes], path: '/note/abc', roles: ['VIEW_ROLES'] });
    expect(await screen.findByText('There is no note with the id abc.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers Save on a new record, says what is missing on submit, and marks nothing as changed', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note', roles: ['EDIT_ROLES'] });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText('Title'), 'Book a room');
    expect(screen.queryByText(/Changed/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(save);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('names the record in the delete confirmation, which starts on Cancel so Enter deletes nothing', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/note/1', roles: ['REMOVE_ACCOUNTS'] });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Call the studio'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete note' });
    expect(dialog).toHaveTextContent('Delete the note “Call the studio”?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
