// @vitest-environment jsdom
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { clearToken, setToken } from '../auth/tokenStore';
import { prefetchListAt } from './preloadRoute';
import { prefetchListsOnNavigation, type NavigatingRouter } from './prefetchListsOnNavigation';

vi.mock('./preloadRoute', () => ({ prefetchListAt: vi.fn() }));

const registry = [] as ResourceDefinition[];
const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: 'k',
});

function fakeRouter(start: Location) {
  let listener = (_state: { location: Location }) => {};
  const router: NavigatingRouter = {
    state: { location: start },
    subscribe: (next) => ((listener = next), () => {}),
  };
  return { router, navigate: (location: Location) => listener({ location }) };
}

describe('prefetchListsOnNavigation', () => {
  afterEach(() => {
    vi.mocked(prefetchListAt).mockClear();
    clearToken();
  });

  it('asks for the page of each navigation to another URL, not for one to the URL already shown', () => {
    setToken('a.b.c');
    const { router, navigate } = fakeRouter(at('/admin/accounts'));
    prefetchListsOnNavigation(router, registry);
    navigate(at('/admin/accounts'));
    expect(prefetchListAt).not.toHaveBeenCalled();
    navigate(at('/admin/accounts', '?perPage=1000'));
    expect(prefetchListAt).toHaveBeenCalledWith(at('/admin/accounts', '?perPage=1000'), registry);
    navigate(at('/admin/accounts', '?perPage=1000'));
    expect(prefetchListAt).toHaveBeenCalledOnce();
  });

  it('asks for nothing once signed out', () => {
    const { router, navigate } = fakeRouter(at('/admin/accounts'));
    prefetchListsOnNavigation(router, registry);
    navigate(at('/admin/groups'));
    expect(prefetchListAt).not.toHaveBeenCalled();
  });
});
