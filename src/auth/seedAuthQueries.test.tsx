import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { CoreAdminContext, useAuthState, useGetIdentity, usePermissions, type AuthProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seedAuthQueries } from './seedAuthQueries';

const provider = (signedIn: boolean): AuthProvider => ({
  login: vi.fn(),
  logout: vi.fn(),
  checkError: vi.fn(),
  checkAuth: vi.fn(() => (signedIn ? Promise.resolve() : Promise.reject(new Error('Not signed in')))),
  getPermissions: vi.fn(async () => ['VIEW_ACCOUNTS']),
  getIdentity: vi.fn(async () => ({ id: 1, fullName: 'admin' })),
});

const inAdmin = (queryClient: QueryClient, authProvider: AuthProvider) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CoreAdminContext queryClient={queryClient} authProvider={authProvider}>
        {children}
      </CoreAdminContext>
    );
  };

describe('seedAuthQueries', () => {
  it("answers react-admin's sign-in, permission and identity checks on their first render", async () => {
    const queryClient = new QueryClient();
    const authProvider = provider(true);
    await seedAuthQueries(queryClient, authProvider);
    const { result } = renderHook(() => [useAuthState(), usePermissions(), useGetIdentity()] as const, {
      wrapper: inAdmin(queryClient, authProvider),
    });
    expect(result.current[0]).toMatchObject({ isPending: false, authenticated: true });
    expect(result.current[1]).toMatchObject({ isPending: false, permissions: ['VIEW_ACCOUNTS'] });
    expect(result.current[2]).toMatchObject({ isPending: false, identity: { fullName: 'admin' } });
  });

  it('keeps a signed-out answer as the error react-admin would get', async () => {
    const queryClient = new QueryClient();
    await seedAuthQueries(queryClient, provider(false));
    expect(queryClient.getQueryState(['auth', 'checkAuth', {}])?.status).toBe('error');
  });
});
