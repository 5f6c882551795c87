import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext, type AuthProvider } from 'ra-core';
import { Notification } from 'react-admin';
import { Route } from '../../routing/Route';
import { Routes } from '../../routing/Routes';
import { useLocation } from '../../routing/useLocation';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { DialogProvider } from '../dialogs/DialogProvider';
import type { SearchResult } from './SearchResult';
import { SidebarSearch } from './SidebarSearch';

const hit = (id: number, familyId: number | null = 1): SearchResult => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  whitelabelWebsite: 'white.example',
  familyWebsite: 'family.example',
  familyId,
});

const results: Record<string, SearchResult[]> = {
  nobody: [],
  alice: [hit(7)],
  many: [hit(1), hit(2), hit(3)],
  migrated: [hit(4, null), hit(5)],
};
const requests: { path: string; search: string }[] = [];

const server = setupServer(
  http.post('*/api/:area/search', async ({ request, params }) => {
    const { search } = (await request.json()) as { search: string };
    requests.push({ path: `/${String(params.area)}/search`, search });
    return HttpResponse.json({ data: results[search] ?? [], more: search === 'many' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderSearch(roles: string[] = []) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ resource }) =>
      resource !== 'members.migrated' || roles.includes('SEARCH_MIGRATED_ACCOUNTS'),
  };
  return render(
    <CoreAdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <DialogProvider>
        <SidebarSearch />
        <Notification />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </DialogProvider>
    </CoreAdminContext>,
  );
}

async function search(text: string) {
  const box = screen.getByRole('textbox', { name: 'Search' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
  await userEvent.keyboard('{Enter}');
}

describe('SidebarSearch', () => {
  it('reports an empty search without calling the API', async () => {
    renderSearch();
    await search('   ');
    expect(await screen.findByText('No search parameter given')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows a Loading… dialog while the search runs, and closes it with the answer', async () => {
    let answer = () => {};
    server.use(
      http.post('*/api/members/search', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: [] });
      }),
    );
    renderSearch();
    await search('slow');
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run the search', hidden: true })).toBeDisabled();
    answer();
    expect(await screen.findByText('Could not find member: slow')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a member search without hits', async () => {
    renderSearch();
    await search('nobody');
    expect(await screen.findByText('Could not find member: nobody')).toBeInTheDocument();
    expect(requests).toEqual([{ path: '/members/search', search: 'nobody' }]);
  });

  it('searches models once toggled, remembers the choice, and reports no hits as a performer', async () => {
    renderSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Model' }));
    expect(localStorage.getItem(STORAGE_KEYS.searchType)).toBe('"model"');
    await userEvent.click(screen.getByRole('button', { name: 'Run the search' }));
    expect(await screen.findByText('No search parameter given')).toBeInTheDocument();
    await search('nobody');
    expect(await screen.findByText('Could not find performer: nobody')).toBeInTheDocument();
    expect(requests).toEqual([{ path: '/wse/search', search: 'nobody' }]);
  });

  it('opens the record of a single hit', async () => {
    renderSearch();
    await search('alice');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/7'),
    );
  });

  it('opens a model hit as a performer', async () => {
    localStorage.setItem(STORAGE_KEYS.searchType, '"model"');
    renderSearch();
    await search('alice');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/performer/7'),
    );
  });

  it('lists several hits in the Multiple search results dialog with an edit link each', async () => {
    renderSearch();
    await search('many');
    const dialog = await screen.findByRole('dialog', { name: 'Multiple search results' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['#', 'Username', 'Email', 'Whitelabel site', 'Family site', 'Edit']);
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Edit user2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/2');
  });

  it('says the hits stop at the first ones, opens a hit by row click or Enter, and closes', async () => {
    renderSearch();
    await search('many');
    let dialog = await screen.findByRole('dialog', { name: 'Multiple search results' });
    expect(dialog).toHaveTextContent('The first 3 hits; type more of the name to narrow them.');
    await userEvent.click(within(dialog).getByText('user3@example.com'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/3');

    await search('many');
    dialog = await screen.findByRole('dialog', { name: 'Multiple search results' });
    within(dialog).getByRole('link', { name: 'user1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/1'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await search('many');
    dialog = await screen.findByRole('dialog', { name: 'Multiple search results' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides members without a family id unless the user may see migrated accounts', async () => {
    renderSearch();
    await search('migrated');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/5'),
    );
  });

  it('shows migrated members to holders of SEARCH_MIGRATED_ACCOUNTS', async () => {
    renderSearch(['SEARCH_MIGRATED_ACCOUNTS']);
    await search('migrated');
    const dialog = await screen.findByRole('dialog', { name: 'Multiple search results' });
    expect(within(dialog).getByText('user4')).toBeInTheDocument();
  });
});
