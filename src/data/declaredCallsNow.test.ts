import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { declaredCallsNow } from './declaredCallsNow';
import type { Transports } from './Transports';

const registry = [
  {
    name: 'groups',
    api: {
      getList: { method: 'GET', path: '/groups' },
      getOne: { method: 'GET', path: '/group/:id' },
      relations: [{ source: 'roles', read: { method: 'GET', path: '/group/:id/roles' } }],
    },
    fields: [],
  },
  { name: 'wallets', api: { rest: '/wallets' }, fields: [] },
] as unknown as ResourceDefinition[];

const params = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'DESC' as const },
  filter: { q: 'vip' },
};

const transportsWith = (call: unknown) => ({ call, forward: vi.fn() }) as unknown as Transports;

describe('declaredCallsNow', () => {
  it("sends a declared list's page through the call layer, as the data provider's getList", async () => {
    const call = vi.fn(async () => ({ data: [{ id: 1, name: 'VIP' }], total: 11 }));
    const now = declaredCallsNow(registry, transportsWith(call));
    await expect(now.getList('groups', params)).resolves.toEqual({
      data: [{ id: 1, name: 'VIP' }],
      total: 11,
    });
    expect(call).toHaveBeenCalledWith(
      'GET',
      '/groups',
      { page: 2, perPage: 10, sort: 'name', order: 'DESC', filter: { q: 'vip' } },
      undefined,
    );
  });

  it("reads a declared record with its relations, as the data provider's getOne", async () => {
    const call = vi.fn(async (_method: string, path: string) =>
      path === '/group/:id' ? { data: { id: 3, name: 'VIP' } } : { data: { roles: ['VIEW_MEMBERS'] } },
    );
    const now = declaredCallsNow(registry, transportsWith(call));
    await expect(now.getOne('groups', { id: 3 })).resolves.toEqual({
      data: { id: 3, name: 'VIP', roles: ['VIEW_MEMBERS'] },
    });
    expect(call).toHaveBeenCalledWith('GET', '/group/:id/roles', { id: 3 }, undefined);
  });

  it("tells a refused list's problems by the labels of its filters, as the data provider does", async () => {
    const refused = new HttpError('Invalid', 400, { fields: { 'filter.q': 'must be 3 characters or more' } });
    const call = vi.fn(async () => {
      throw refused;
    });
    const withFilter = [
      { ...registry[0]!, list: { columns: [], filters: [{ source: 'q', label: 'Search', kind: 'text' }] } },
    ] as unknown as ResourceDefinition[];
    await expect(
      declaredCallsNow(withFilter, transportsWith(call)).getList('groups', params),
    ).rejects.toThrow('Search filter: must be 3 characters or more');
  });

  it('has no calls for a simple-rest resource, nor for an unknown one', () => {
    const call = vi.fn();
    const now = declaredCallsNow(registry, transportsWith(call));
    expect(now.getList('wallets', params)).toBeUndefined();
    expect(now.getOne('wallets', { id: 1 })).toBeUndefined();
    expect(now.getList('nobody', params)).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
  });
});
