// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import accounts from '../../resources/accounts';
import { makeToken } from '../auth/testing/makeToken';
import { clearToken, setToken } from '../auth/tokenStore';
import { appStore } from './appStore';
import { dataProvider } from './dataProvider';
import { prefetchListPage } from './prefetchListPage';
import { queryClient } from './queryClient';

const prefetch = () =>
  vi.spyOn(dataProvider, 'prefetchList').mockImplementation(() => new Promise<never>(() => undefined));

describe('prefetchListPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearToken();
    appStore.removeItem('accounts.listParams');
    queryClient.clear();
  });

  it("asks for the definition's first page, sort and page size when nothing else is set", () => {
    const spy = prefetch();
    setToken(makeToken({ roles: ['VIEW_ACCOUNTS'] }));
    prefetchListPage(accounts, { search: '' });
    expect(spy).toHaveBeenCalledWith('accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'username', order: 'ASC' },
      filter: {},
      meta: undefined,
    });
  });

  it('takes the page, sort and filter from the URL, as the list will', () => {
    const spy = prefetch();
    setToken(makeToken({ roles: ['VIEW_ACCOUNTS'] }));
    const filter = encodeURIComponent(JSON.stringify({ username: 'ann' }));
    prefetchListPage(accounts, { search: `?page=2&perPage=50&sort=email&order=DESC&filter=${filter}` });
    expect(spy).toHaveBeenCalledWith('accounts', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'email', order: 'DESC' },
      filter: { username: 'ann' },
      meta: undefined,
    });
  });

  it('takes the parameters stored from the last visit when the URL has none', () => {
    const spy = prefetch();
    setToken(makeToken({ roles: ['VIEW_ACCOUNTS'] }));
    appStore.setItem('accounts.listParams', {
      sort: 'id',
      order: 'DESC',
      page: 3,
      perPage: 10,
      filter: { q: 'x' },
    });
    prefetchListPage(accounts, { search: '' });
    expect(spy).toHaveBeenCalledWith('accounts', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'x' },
      meta: undefined,
    });
  });

  it('asks for nothing the account may not list', () => {
    const spy = prefetch();
    setToken(makeToken({ roles: ['VIEW_MEMBERS'] }));
    prefetchListPage(accounts, { search: '' });
    expect(spy).not.toHaveBeenCalled();
  });

  it("puts the page in the list's query cache once it arrives", async () => {
    const page = { data: [{ id: 1, username: 'ann' }], total: 1 };
    vi.spyOn(dataProvider, 'prefetchList').mockResolvedValue(page);
    setToken(makeToken({ roles: ['VIEW_ACCOUNTS'] }));
    prefetchListPage(accounts, { search: '' });
    const key = [
      'accounts',
      'getList',
      { pagination: { page: 1, perPage: 25 }, sort: { field: 'username', order: 'ASC' }, filter: {} },
    ];
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ ...page, pageInfo: undefined }));
  });
});
