import { renderHook, waitFor } from '@testing-library/react';
import { CoreAdminContext, useCanAccess, type AuthProvider } from 'ra-core';
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
});
