import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useGetList, type GetListParams } from 'ra-core';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seedListPage } from './seedListPage';

const params: GetListParams = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'username', order: 'ASC' },
  filter: { q: 'an' },
  meta: undefined,
};

describe('seedListPage', () => {
  it("gives react-admin's useGetList its rows on its first render", () => {
    const queryClient = new QueryClient();
    seedListPage(queryClient, 'accounts', params, { data: [{ id: 7, username: 'ann' }], total: 11 });
    const getList = vi.fn(() => new Promise<never>(() => undefined));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext queryClient={queryClient} dataProvider={testDataProvider({ getList })}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useGetList('accounts', params), { wrapper });
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toEqual([{ id: 7, username: 'ann' }]);
    expect(result.current.total).toBe(11);
  });

  it('leaves a page the list has cached already as it is', () => {
    const queryClient = new QueryClient();
    seedListPage(queryClient, 'accounts', params, { data: [{ id: 7 }], total: 1 });
    seedListPage(queryClient, 'accounts', params, { data: [{ id: 8 }], total: 1 });
    const key = ['accounts', 'getList', { ...params }];
    expect(queryClient.getQueryData(key)).toMatchObject({ data: [{ id: 7 }] });
  });
});
