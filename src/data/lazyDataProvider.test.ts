import { describe, expect, it, vi } from 'vitest';
import type { DashboardDataProvider } from './DashboardDataProvider';
import { lazyDataProvider, PREFETCH_FRESH_MS } from './lazyDataProvider';

const real = {
  getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
  reveal: vi.fn(async () => ({ field: 'email', value: 'ann@example.com' })),
} as unknown as DashboardDataProvider;

describe('lazyDataProvider', () => {
  it('fetches the real provider once, on the first call, and passes every call through', async () => {
    const load = vi.fn(async () => real);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    await expect(provider.getList('accounts', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await expect(provider.reveal('accounts', 1, 'email', 'support ticket')).resolves.toEqual({
      field: 'email',
      value: 'ann@example.com',
    });
    expect(real.getList).toHaveBeenCalledWith('accounts', params);
    expect(real.reveal).toHaveBeenCalledWith('accounts', 1, 'email', 'support ticket');
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the fetch again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(real);
    const provider = lazyDataProvider(load);
    await expect(provider.preload()).rejects.toThrow('chunk gone');
    await expect(provider.preload()).resolves.toBe(real);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a prefetched list page to the first matching getList, once, and asks again for any other', async () => {
    const getList = vi.fn(async (_resource: string, params: { pagination: { page: number } }) => ({
      data: [{ id: params.pagination.page }],
      total: 2,
    }));
    const provider = lazyDataProvider(async () => ({ ...real, getList }) as unknown as DashboardDataProvider);
    const page = (n: number) => ({
      pagination: { page: n, perPage: 1 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    });
    provider.prefetchList('accounts', page(1));
    await expect(
      provider.getList('accounts', { ...page(1), signal: new AbortController().signal }),
    ).resolves.toEqual({
      data: [{ id: 1 }],
      total: 2,
    });
    expect(getList).toHaveBeenCalledOnce();
    await provider.getList('accounts', page(1));
    await provider.getList('accounts', page(2));
    await provider.getList('groups', page(1));
    expect(getList).toHaveBeenCalledTimes(4);
  });

  it('hands a prefetched record to the first getOne of it, once, and asks again for any other', async () => {
    const getOne = vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } }));
    const provider = lazyDataProvider(async () => ({ ...real, getOne }) as unknown as DashboardDataProvider);
    provider.prefetchOne('members', { id: '7' });
    await expect(
      provider.getOne('members', { id: '7', signal: new AbortController().signal }),
    ).resolves.toEqual({ data: { id: '7' } });
    expect(getOne).toHaveBeenCalledOnce();
    await provider.getOne('members', { id: '7' });
    await provider.getOne('members', { id: '8' });
    await provider.getOne('accounts', { id: '7' });
    expect(getOne).toHaveBeenCalledTimes(4);
  });

  it('lets a prefetched page go stale: after PREFETCH_FRESH_MS the screen asks the API itself', async () => {
    vi.useFakeTimers();
    try {
      const getList = vi.fn(async () => ({ data: [], total: 0 }));
      const provider = lazyDataProvider(
        async () => ({ ...real, getList }) as unknown as DashboardDataProvider,
      );
      const params = {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' as const },
        filter: {},
      };
      provider.prefetchList('accounts', params);
      await vi.advanceTimersByTimeAsync(PREFETCH_FRESH_MS);
      await provider.getList('accounts', params);
      expect(getList).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a prefetched page once anything is written: the list asks again after a save', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const update = vi.fn(async () => ({ data: { id: 1 } }));
    const provider = lazyDataProvider(
      async () => ({ ...real, getList, update }) as unknown as DashboardDataProvider,
    );
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    provider.prefetchList('accounts', params);
    await provider.update('accounts', { id: 1, data: { email: 'a@b.example' }, previousData: { id: 1 } });
    await provider.getList('accounts', params);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('passes a failed prefetch on to the screen that claims it', async () => {
    const getList = vi.fn().mockRejectedValueOnce(new Error('401'));
    const provider = lazyDataProvider(async () => ({ ...real, getList }) as unknown as DashboardDataProvider);
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    provider.prefetchList('accounts', params);
    await expect(provider.getList('accounts', params)).rejects.toThrow('401');
  });

  it('sends a prefetched list page through `now` before the provider is in, for the first getList of it', async () => {
    const load = vi.fn(async () => real);
    const listNow = vi
      .fn()
      .mockResolvedValueOnce({ data: [{ id: 1 }], total: 1 })
      .mockRejectedValueOnce(new Error('refused'))
      .mockReturnValueOnce(undefined);
    const provider = lazyDataProvider(load, { getList: listNow, getOne: () => undefined });
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    await expect(provider.prefetchList('accounts', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(listNow).toHaveBeenCalledWith('accounts', params);
    expect(load).not.toHaveBeenCalled();
    await expect(provider.getList('accounts', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    // Its refusal is the first getList's, not asked again.
    await expect(provider.prefetchList('accounts', params)).rejects.toThrow('refused');
    await expect(provider.getList('accounts', params)).rejects.toThrow('refused');
    expect(load).not.toHaveBeenCalled();
    // Where it has no call (a simple-rest resource), the provider asks.
    await expect(provider.prefetchList('wallets', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('sends a prefetched record through `now` before the provider is in, for the first getOne of it', async () => {
    const load = vi.fn(() => new Promise<DashboardDataProvider>(() => undefined));
    const getOne = vi.fn(async () => ({ data: { id: 7, username: 'ann' } }));
    const provider = lazyDataProvider(load, { getList: () => undefined, getOne });
    await expect(provider.prefetchOne('accounts', { id: '7' })).resolves.toEqual({
      data: { id: 7, username: 'ann' },
    });
    await expect(provider.getOne('accounts', { id: '7' })).resolves.toEqual({
      data: { id: 7, username: 'ann' },
    });
    expect(getOne).toHaveBeenCalledWith('accounts', { id: '7' });
    expect(load).not.toHaveBeenCalled();
  });
});
