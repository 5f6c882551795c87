import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { CoreAdminContext, HttpError, useCanAccess, type AuthProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './queryClient';

const canAccess = vi.fn(async () => true);
const authProvider: AuthProvider = {
  login: vi.fn(),
  logout: vi.fn(),
  checkError: vi.fn(),
  checkAuth: vi.fn(async () => undefined),
  canAccess,
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <CoreAdminContext queryClient={queryClient} authProvider={authProvider}>
    {children}
  </CoreAdminContext>
);
const useAccountsListAccess = () => useCanAccess({ resource: 'accounts', action: 'list' });

describe('queryClient', () => {
  afterEach(() => {
    queryClient.clear();
    canAccess.mockClear();
  });

  it('asks an access question once, not again on every mount, until the auth answers are invalidated', async () => {
    const first = renderHook(useAccountsListAccess, { wrapper });
    await waitFor(() => expect(first.result.current.canAccess).toBe(true));
    first.unmount();
    const second = renderHook(useAccountsListAccess, { wrapper });
    expect(second.result.current).toMatchObject({ canAccess: true, isFetching: false });
    expect(canAccess).toHaveBeenCalledOnce();
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    expect(canAccess).toHaveBeenCalledTimes(2);
  });

  it('asks once when the API refuses (403) or finds nothing (404): asking again gets the same answer', async () => {
    for (const status of [403, 404]) {
      const fetched = vi.fn(async () => {
        throw new HttpError('Refused', status);
      });
      const { result } = renderHook(() => useQuery({ queryKey: ['refused', status], queryFn: fetched }), {
        wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(fetched).toHaveBeenCalledOnce();
    }
  });

  it('asks again after a server failure', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (n: number, error: unknown) => boolean;
    expect(retry(0, new HttpError('Unavailable', 503))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(3, new HttpError('Unavailable', 503))).toBe(false);
  });
});
