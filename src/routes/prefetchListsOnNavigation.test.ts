// @vitest-environment jsdom
import type { RouterLocation as Location } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { clearToken, setToken } from '../auth/tokenStore';
import { prefetchListAt } from './preloadRoute';
import { prefetchListsOnNavigation, type NavigatingHistory } from './prefetchListsOnNavigation';

vi.mock('./preloadRoute', () => ({ prefetchListAt: vi.fn() }));

const registry = [] as ResourceDefinition[];
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
    vi.mocked(prefetchListAt).mockClear();
    clearToken();
  });

  it('asks for the page of each navigation to another URL, not for one to the URL already shown', () => {
    setToken('a.b.c');
    const { history, navigate } = fakeHistory(at('/admin/accounts'));
    prefetchListsOnNavigation(history, registry);
    navigate(at('/admin/accounts'));
    expect(prefetchListAt).not.toHaveBeenCalled();
    navigate(at('/admin/accounts', '?perPage=1000'));
    expect(prefetchListAt).toHaveBeenCalledWith(at('/admin/accounts', '?perPage=1000'), registry);
    navigate(at('/admin/accounts', '?perPage=1000'));
    expect(prefetchListAt).toHaveBeenCalledOnce();
  });

  it('asks for nothing once signed out', () => {
    const { history, navigate } = fakeHistory(at('/admin/accounts'));
    prefetchListsOnNavigation(history, registry);
    navigate(at('/admin/groups'));
    expect(prefetchListAt).not.toHaveBeenCalled();
  });
});
