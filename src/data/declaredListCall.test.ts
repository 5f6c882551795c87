import { describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { declaredListCall } from './declaredListCall';
import type { Transports } from './Transports';

const registry = [
  {
    name: 'groups',
    api: { getList: { via: 'http', method: 'GET', path: '/groups' } },
    fields: [],
  },
  { name: 'wallets', api: { rest: '/wallets' }, fields: [] },
] as unknown as ResourceDefinition[];

const params = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'DESC' as const },
  filter: { q: 'vip' },
};

describe('declaredListCall', () => {
  it("sends a declared list's page through the call layer, as the data provider's getList", async () => {
    const call = vi.fn(async () => ({ data: [{ id: 1, name: 'VIP' }], total: 11 }));
    const listNow = declaredListCall(registry, { call, forward: vi.fn() } as unknown as Transports);
    await expect(listNow('groups', params)).resolves.toEqual({ data: [{ id: 1, name: 'VIP' }], total: 11 });
    expect(call).toHaveBeenCalledWith(
      'GET',
      '/groups',
      { page: 2, perPage: 10, sort: 'name', order: 'DESC', filter: { q: 'vip' } },
      undefined,
    );
  });

  it('has no call for a simple-rest resource, nor for an unknown one', () => {
    const call = vi.fn();
    const listNow = declaredListCall(registry, { call, forward: vi.fn() } as unknown as Transports);
    expect(listNow('wallets', params)).toBeUndefined();
    expect(listNow('nobody', params)).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
  });
});
