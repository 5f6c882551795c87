// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchListPage } from './prefetchListPage';
import { clearToken, setToken } from '../auth/tokenStore';
import { loadSimpleRest } from '../data/simpleRest';
import { LazyListRowActions } from '../schema/views/LazyListRowActions';
import { LazyReferenceFieldInput } from '../schema/views/LazyReferenceFieldInput';
import { dataProvider } from './dataProvider';
import { AppLayoutComponent } from './appLayoutComponent';
import { authProvider } from './authProvider';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { pageComponent } from './pageComponent';
import { preloadCustomPage, preloadRoute } from './preloadRoute';
import { PUBLIC_PAGES } from './publicPages';
import { RESOURCE_SCREENS } from './resourceScreens';

vi.mock('../data/simpleRest', () => ({ loadSimpleRest: vi.fn(async () => undefined) }));
vi.mock('../schema/views/LazyListRowActions', () => ({
  LazyListRowActions: Object.assign(() => null, { preload: vi.fn(async () => undefined) }),
}));
vi.mock('../schema/views/LazyReferenceFieldInput', () => ({
  LazyReferenceFieldInput: Object.assign(() => null, { preload: vi.fn(async () => undefined) }),
}));
vi.mock('./prefetchListPage', () => ({ prefetchListPage: vi.fn(async () => undefined) }));

const registry = [
  { name: 'accounts', routes: { list: '/admin/accounts', edit: '/admin/account/:id?' }, api: {}, fields: [] },
  {
    name: 'studios',
    routes: { edit: '/studio/:id' },
    api: {},
    fields: [{ source: 'partner', label: 'Partner', kind: 'reference', reference: 'partners' }],
  },
  { name: 'wallets', routes: { list: '/finance/wallets' }, api: { rest: '/wallets' } },
  {
    name: 'performers',
    routes: { list: '/performers' },
    api: {},
    actions: [{ name: 'approve', inList: true }],
  },
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
    await preloadRoute(at('/admin/account/7'), registry);
    expect(edit).toHaveBeenCalledOnce();
    expect(prefetchListPage).not.toHaveBeenCalled();
    expect(loadSimpleRest).not.toHaveBeenCalled();
    expect(LazyListRowActions.preload).not.toHaveBeenCalled();
  });

  it("fetches the code of the inputs a record's first fields draw, before its first render", async () => {
    vi.spyOn(AppLayoutComponent, 'preload').mockResolvedValue(undefined);
    vi.spyOn(dataProvider, 'preload').mockResolvedValue(dataProvider);
    vi.spyOn(RESOURCE_SCREENS.Edit, 'preload').mockResolvedValue(undefined);
    vi.spyOn(authProvider, 'canAccessNow').mockReturnValue(false);
    setToken('a.b.c');
    await preloadRoute(at('/admin/account/7'), registry);
    expect(LazyReferenceFieldInput.preload).not.toHaveBeenCalled();
    let arrive = () => undefined as void;
    vi.mocked(LazyReferenceFieldInput.preload).mockReturnValue(
      new Promise<void>((resolve) => (arrive = resolve)),
    );
    const ready = vi.fn();
    void preloadRoute(at('/studio/4'), registry).then(ready);
    await vi.waitFor(() => expect(LazyReferenceFieldInput.preload).toHaveBeenCalledOnce());
    expect(ready).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(ready).toHaveBeenCalledOnce());
  });

  it("fetches the row actions' code with a list whose rows offer actions, before its first render", async () => {
    vi.spyOn(AppLayoutComponent, 'preload').mockResolvedValue(undefined);
    vi.spyOn(dataProvider, 'preload').mockResolvedValue(dataProvider);
    vi.spyOn(RESOURCE_SCREENS.List, 'preload').mockResolvedValue(undefined);
    setToken('a.b.c');
    let arrive = () => undefined as void;
    vi.mocked(LazyListRowActions.preload).mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    const ready = vi.fn();
    void preloadRoute(at('/performers'), registry).then(ready);
    await vi.waitFor(() => expect(LazyListRowActions.preload).toHaveBeenCalledOnce());
    expect(ready).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(ready).toHaveBeenCalledOnce());
  });

  it("fetches ra-data-simple-rest beside the screen for an api.rest resource's list, whose page needs it", async () => {
    vi.spyOn(AppLayoutComponent, 'preload').mockResolvedValue(undefined);
    vi.spyOn(dataProvider, 'preload').mockResolvedValue(dataProvider);
    vi.spyOn(RESOURCE_SCREENS.List, 'preload').mockResolvedValue(undefined);
    setToken('a.b.c');
    vi.mocked(loadSimpleRest).mockClear();
    await preloadRoute(at('/finance/wallets'), registry);
    expect(loadSimpleRest).toHaveBeenCalledOnce();
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

describe('preloadCustomPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearToken();
  });

  it("fetches a signed-in custom page's code only: not a list's, a record's, or anything signed out", async () => {
    const payouts = vi.spyOn(pageComponent('payouts'), 'preload').mockResolvedValue(undefined);
    const list = vi.spyOn(RESOURCE_SCREENS.List, 'preload');
    expect(preloadCustomPage(at('/financial/payouts'), registry)).toBeUndefined();
    setToken('a.b.c');
    expect(preloadCustomPage(at('/admin/accounts'), registry)).toBeUndefined();
    expect(preloadCustomPage(at('/admin/account/7'), registry)).toBeUndefined();
    expect(payouts).not.toHaveBeenCalled();
    await preloadCustomPage(at('/financial/payouts'), registry);
    expect(payouts).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
  });
});
