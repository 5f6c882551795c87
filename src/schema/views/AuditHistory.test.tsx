import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { aGroup, anAccount } from '../../../tests/fixtures/recordBuilders';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';

const at = (minute: number) => `2026-03-04T10:${String(minute).padStart(2, '0')}:00Z`;
const entry = (id: number, action: string, changes: Record<string, unknown> = {}) => ({
  id,
  at: at(id),
  actor: 'admin',
  action,
  target: 'account:7',
  changes,
});

/** Twelve saves, newest first as the API answers them: a create, nine e-mail changes, then a QR and a groups change. */
const HISTORY = [
  entry(13, 'account.groups', { groups: { before: [2], after: [2, 4, 9] } }),
  entry(12, 'account.qr-sent'),
  ...Array.from({ length: 9 }, (_, index) =>
    entry(11 - index, 'account.update', {
      email: { before: `ann${10 - index}@wse.example`, after: `ann${11 - index}@wse.example` },
    }),
  ),
  entry(1, 'account.create', {
    id: { before: null, after: 7 },
    username: { before: null, after: 'ann' },
    groups: { before: null, after: [2] },
  }),
];
const GROUPS = [aGroup(), aGroup({ id: 4, name: 'Tech' })];

let auditFails = false;
const auditQueries: URLSearchParams[] = [];
const server = setupServer(
  http.all('/api/*', ({ request }) => {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === '/api/login/account/7') return HttpResponse.json({ data: anAccount() });
    if (pathname === '/api/groups') {
      const ids = (JSON.parse(searchParams.get('filter') ?? '{}') as { id?: number[] }).id;
      const data = ids ? GROUPS.filter((group) => ids.includes(group.id)) : GROUPS;
      return HttpResponse.json({ data, total: data.length });
    }
    if (pathname === '/api/audit') {
      auditQueries.push(searchParams);
      if (auditFails)
        return HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Database down' },
          { status: 500 },
        );
      const perPage = Number(searchParams.get('perPage'));
      const start = (Number(searchParams.get('page')) - 1) * perPage;
      return HttpResponse.json({ data: HISTORY.slice(start, start + perPage), total: HISTORY.length });
    }
    return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => {
  auditFails = false;
  auditQueries.length = 0;
});
afterAll(() => server.close());

const open = () =>
  renderWithAdmin({
    registry,
    path: '/admin/account/7',
    roles: ['VIEW_ACCOUNTS', 'VIEW_GROUPS', 'VIEW_ROLES'],
  });
const entryRows = async () => {
  const table = await screen.findByRole('table', { name: 'History entries' });
  return within(table).getAllByRole('row').slice(1);
};

describe('a record’s history', { timeout: 30_000 }, () => {
  it('shows one row per save, newest first, with actions in words and references by name', async () => {
    open();
    const rows = await entryRows();
    expect(rows).toHaveLength(10);
    const [groups, qr, email] = rows;
    expect(groups).toHaveTextContent(/^2026-03-04 \d\d:13adminChangedGroups: /);
    await waitFor(() => expect(groups).toHaveTextContent('Groups: Support → Support, Tech, #9 (deleted)'));
    expect(qr).toHaveTextContent(/adminTwo-factor QR sent$/);
    expect(email).toHaveTextContent('ChangedEmail: ann10@wse.example → ann11@wse.example');
    expect(auditQueries[0]?.get('filter')).toBe('{"target":"account:7"}');
    expect([auditQueries[0]?.get('sort'), auditQueries[0]?.get('order')]).toEqual(['at', 'DESC']);
  });

  it('pages to older entries; the first lists what the record was created with', async () => {
    open();
    await entryRows();
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByText('11-12 of 12')).toBeInTheDocument());
    const [oldestChange, created] = await entryRows();
    expect(oldestChange).toHaveTextContent('Email: ann2@wse.example → ann3@wse.example');
    expect(created).toHaveTextContent(/adminCreatedUsername: ann/);
    await waitFor(() => expect(created).toHaveTextContent('Groups: Support'));
  });

  it('says when the history cannot be loaded, and loads it on Try again', async () => {
    auditFails = true;
    open();
    expect(await screen.findByText('The history could not be loaded: Database down')).toBeInTheDocument();
    auditFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'History entries' })).toBeInTheDocument();
  });
});
