import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchListPage } from './listScreen';
import { clearToken, setToken } from '../auth/tokenStore';
import { dataProvider } from './dataProvider';
import { AppLayoutComponent } from './appLayoutComponent';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { pageComponent } from './pageComponent';
import { preloadRoute } from './preloadRoute';
import { PUBLIC_PAGES } from './publicPages';
import { RESOURCE_SCREENS } from './resourceScreens';

vi.mock('./listScreen', () => ({ prefetchListPage: vi.fn(), ResourceListPage: () => null }));

const registry = [
  { name: 'accounts', routes: { list: '/admin/accounts', edit: '/admin/account/:id?' } },
] as unknown as ResourceDefinition[];

const at = (pathname: string) => ({ pathname, search: '' });
const publicPage = (path: string) => PUBLIC_PAGES.find((page) => page.path === path)!.Page;

describe('preloadRoute', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearToken();
  });

  it('fetches the public page being visited, and nothing of the signed-in layout', async () => {
    const forgot = vi.spyOn(publicPage('/forgot-password'), 'preload').mockResolvedValue(undefined);
    const layout = vi.spyOn(AppLayoutComponent, 'preload');
    const data = vi.spyOn(dataProvider, 'preload');
    setToken('a.b.c');
    await preloadRoute(at('/forgot-password'), registry);
    expect(forgot).toHaveBeenCalledOnce();
    expect(layout).not.toHaveBeenCalled();
    expect(data).not.toHaveBeenCalled();
  });

  it('fetches the login page for a signed-out visit to a signed-in page (it will be sent there)', async () => {
    const login = vi.spyOn(publicPage('/login'), 'preload').mockResolvedValue(undefined);
    const layout = vi.spyOn(AppLayoutComponent, 'preload');
    await preloadRoute(at('/admin/accounts'), registry);
    expect(login).toHaveBeenCalledOnce();
    expect(layout).not.toHaveBeenCalled();
  });

  it('fetches the layout, the data provider and the resource screen when signed in on a list or edit path', async () => {
    const layout = vi.spyOn(AppLayoutComponent, 'preload').mockResolvedValue(undefined);
    const data = vi.spyOn(dataProvider, 'preload').mockResolvedValue(dataProvider);
    setToken('a.b.c');
    const list = vi.spyOn(RESOURCE_SCREENS.List, 'preload').mockResolvedValue(undefined);
    const edit = vi.spyOn(RESOURCE_SCREENS.Edit, 'preload').mockResolvedValue(undefined);
    await preloadRoute(at('/admin/accounts'), registry);
    expect(layout).toHaveBeenCalledOnce();
    expect(data).toHaveBeenCalledOnce();
    expect(list).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(prefetchListPage).toHaveBeenCalledWith(registry[0], {
        pathname: '/admin/accounts',
        search: '',
      }),
    );
    await preloadRoute(at('/admin/account/7'), registry);
    expect(edit).toHaveBeenCalledOnce();
    expect(prefetchListPage).toHaveBeenCalledOnce();
  });

  it('fetches the page component of a custom page, and the home page at /', async () => {
    vi.spyOn(AppLayoutComponent, 'preload').mockResolvedValue(undefined);
    vi.spyOn(dataProvider, 'preload').mockResolvedValue(dataProvider);
    const home = vi.spyOn(pageComponent('dashboard'), 'preload').mockResolvedValue(undefined);
    setToken('a.b.c');
    await preloadRoute(at('/'), registry);
    expect(home).toHaveBeenCalledOnce();
  });
});
