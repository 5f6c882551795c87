import { describe, expect, it, vi } from 'vitest';
import type { DashboardDataProvider } from './DashboardDataProvider';
import { lazyDataProvider } from './lazyDataProvider';

const real = {
  getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
  reveal: vi.fn(async () => ({ field: 'email', value: 'ann@example.com' })),
} as unknown as DashboardDataProvider;

describe('lazyDataProvider', () => {
  it('fetches the real provider once, on the first call, and passes every call through', async () => {
    const load = vi.fn(async () => real);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
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
});
