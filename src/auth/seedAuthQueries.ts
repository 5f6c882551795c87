import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';

/**
 * Asks the auth provider, before the first render, what react-admin's router and the header ask it on mount (is
 * someone signed in, with which permissions, and who), under the keys its hooks read: the app then draws the page in
 * its first render, instead of a loading page first and the whole app again once the answers come, and the header
 * has the user's name in it (which, coming a moment later, moved the header's icons aside).
 *
 * @example
 * await seedAuthQueries(queryClient, authProvider);
 */
export async function seedAuthQueries(queryClient: QueryClient, authProvider: AuthProvider): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: ['auth', 'checkAuth', {}],
      queryFn: ({ signal }) => authProvider.checkAuth({ signal }).then(() => true),
      retry: false,
    }),
    queryClient.prefetchQuery({
      queryKey: ['auth', 'getPermissions', {}],
      queryFn: async ({ signal }) => (await authProvider.getPermissions?.({ signal })) ?? null,
    }),
    authProvider.getIdentity &&
      queryClient.prefetchQuery({
        queryKey: ['auth', 'getIdentity'],
        queryFn: ({ signal }) => authProvider.getIdentity!({ signal }),
        retry: false,
      }),
  ]);
}
