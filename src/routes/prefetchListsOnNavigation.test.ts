// @vitest-environment jsdom
import type { RouterLocation as Location } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { clearToken, setToken } from '../auth/tokenStore';
import { prefetchListPage } from './prefetchListPage';
import { prefetchListsOnNavigation, type NavigatingHistory } from './prefetchListsOnNavigation';
import { preloadListCode } from './preloadRoute';

vi.mock('./prefetchListPage', () => ({ prefetchListPage: vi.fn(async () => undefined) }));
vi.mock('./preloadRoute', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./preloadRoute')>()),
  preloadListCode: vi.fn(async () => undefined),
}));

const registry = [
  { name: 'accounts', routes: { list: '/admin/accounts' }, api: {}, fields: [] },
] as unknown as ResourceDefinition[];
const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: 'k',
});

function fakeHistory(start: Location) {
  let listener = (_location: Location) => {};
  const history: NavigatingHistory = {
    location: () => start,
    subscribe: (next) => ((listener = next), () => {}),
  };
  return { history, navigate: (location: Location) => listener(location) };
}

describe('prefetchListsOnNavigation', () => {
  afterEach(() => {
    vi.mocked(prefetchListPage).mockClear();
    vi.mocked(preloadListCode).mockClear();
    clearToken();
  });

  it('asks for the page of each navigation to another URL of a list, not for one to the URL already shown', () => {
    setToken('a.b.c');
    const { history, navigate } = fakeHistory(at('/admin/accounts'));
    prefetchListsOnNavigation(history, registry);
    navigate(at('/admin/accounts'));
    expect(prefetchListPage).not.toHaveBeenCalled();
    navigate(at('/admin/accounts', '?perPage=1000'));
    expect(prefetchListPage).toHaveBeenCalledWith(registry[0], at('/admin/accounts', '?perPage=1000'));
    expect(preloadListCode).toHaveBeenCalledWith(registry[0]);
    navigate(at('/admin/accounts', '?perPage=1000'));
    navigate(at('/financial/payouts'));
    expect(prefetchListPage).toHaveBeenCalledOnce();
  });

  it('asks for nothing once signed out', () => {
    const { history, navigate } = fakeHistory(at('/admin/accounts'));
    prefetchListsOnNavigation(history, registry);
    navigate(at('/admin/accounts', '?page=2'));
    expect(prefetchListPage).not.toHaveBeenCalled();
  });
});
