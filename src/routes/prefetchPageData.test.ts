// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../auth/tokenStore';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { prefetchListPage } from './prefetchListPage';
import { prefetchPageData } from './prefetchPageData';
import { queryClient } from './queryClient';

const { askPayouts } = vi.hoisted(() => ({ askPayouts: vi.fn(async () => undefined) }));
vi.mock('./pagePrefetches', () => ({ PAGE_PREFETCHES: { payouts: async () => askPayouts } }));
vi.mock('./prefetchListPage', () => ({ prefetchListPage: vi.fn(async () => undefined) }));

const registry = [
  { name: 'accounts', routes: { list: '/admin/accounts', edit: '/admin/account/:id?' }, api: {}, fields: [] },
] as unknown as ResourceDefinition[];

const payouts = { pathname: '/financial/payouts', search: '?interval=Monthly&start=2026-10-01' };

describe('prefetchPageData', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    askPayouts.mockClear();
    vi.mocked(prefetchListPage).mockClear();
    clearToken();
  });

  it("asks for a custom page's first data, where the account may see the page's data", async () => {
    const canSee = vi.spyOn(authProvider, 'canAccessNow').mockReturnValue(true);
    setToken('a.b.c');
    let arrive = () => undefined as void;
    askPayouts.mockReturnValueOnce(new Promise<undefined>((resolve) => (arrive = () => resolve(undefined))));
    const asked = prefetchPageData(payouts, registry);
    await asked.sent;
    expect(askPayouts).toHaveBeenCalledWith(queryClient, payouts);
    expect(canSee).toHaveBeenCalledWith({ resource: 'payouts', action: 'view' });
    const arrived = vi.fn();
    void asked.data.then(arrived);
    await Promise.resolve();
    expect(arrived).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledOnce());

    canSee.mockReturnValue(false);
    await prefetchPageData(payouts, registry).data;
    expect(askPayouts).toHaveBeenCalledOnce();
  });

  it('asks nothing signed out, nor on a page that declares no first data', async () => {
    vi.spyOn(authProvider, 'canAccessNow').mockReturnValue(true);
    await prefetchPageData(payouts, registry).data;
    setToken('a.b.c');
    await prefetchPageData({ pathname: '/financial/vat', search: '' }, registry).data;
    expect(askPayouts).not.toHaveBeenCalled();
  });

  it('settles when the ask fails: the page asks again itself, and reports it', async () => {
    vi.spyOn(authProvider, 'canAccessNow').mockReturnValue(true);
    setToken('a.b.c');
    askPayouts.mockRejectedValueOnce(new Error('down'));
    const asked = prefetchPageData(payouts, registry);
    await expect(asked.sent).resolves.toBeDefined();
    await expect(asked.data).resolves.toBeUndefined();
  });

  it("asks for a list's first page at once, and settles once it is in", async () => {
    setToken('a.b.c');
    let arrive = () => undefined as void;
    vi.mocked(prefetchListPage).mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)));
    const list = { pathname: '/admin/accounts', search: '?page=2' };
    const asked = prefetchPageData(list, registry);
    expect(prefetchListPage).toHaveBeenCalledWith(registry[0], list);
    const arrived = vi.fn();
    void asked.data.then(arrived);
    await asked.sent;
    expect(arrived).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledOnce());
  });

  it("asks for no list's page signed out", async () => {
    await prefetchPageData({ pathname: '/admin/accounts', search: '' }, registry).data;
    expect(prefetchListPage).not.toHaveBeenCalled();
  });

  it("asks for a record page's record at once, where the id names one the account may see", async () => {
    const prefetchOne = vi.spyOn(dataProvider, 'prefetchOne').mockResolvedValue({ data: { id: 7 } });
    const canSee = vi.spyOn(authProvider, 'canAccessNow').mockReturnValue(true);
    setToken('a.b.c');
    await prefetchPageData({ pathname: '/admin/account/7', search: '' }, registry).data;
    expect(prefetchOne).toHaveBeenCalledWith('accounts', { id: '7' });
    expect(canSee).toHaveBeenCalledWith({ resource: 'accounts', action: 'show' });
    await prefetchPageData({ pathname: '/admin/account', search: '' }, registry).data;
    await prefetchPageData({ pathname: '/admin/account/new', search: '' }, registry).data;
    canSee.mockReturnValue(false);
    await prefetchPageData({ pathname: '/admin/account/8', search: '' }, registry).data;
    expect(prefetchOne).toHaveBeenCalledOnce();
  });
});
