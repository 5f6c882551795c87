import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useGetOne } from 'ra-core';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seedRecord } from './seedRecord';

describe('seedRecord', () => {
  it("gives react-admin's useGetOne its record on its first render", () => {
    const queryClient = new QueryClient();
    seedRecord(queryClient, 'members', 7, { data: { id: 7, username: 'ann' } });
    const getOne = vi.fn(() => new Promise<never>(() => undefined));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext queryClient={queryClient} dataProvider={testDataProvider({ getOne })}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useGetOne('members', { id: '7' }), { wrapper });
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toEqual({ id: 7, username: 'ann' });
  });

  it('leaves a record the page has cached already as it is', () => {
    const queryClient = new QueryClient();
    seedRecord(queryClient, 'members', '7', { data: { id: 7, username: 'ann' } });
    seedRecord(queryClient, 'members', 7, { data: { id: 7, username: 'old' } });
    expect(queryClient.getQueryData(['members', 'getOne', { id: '7', meta: undefined }])).toEqual({
      id: 7,
      username: 'ann',
    });
  });
});
