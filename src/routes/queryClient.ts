import { QueryClient } from '@tanstack/react-query';

/** A refusal or a bad request answers the same when asked again; a server or network failure may not. */
const mayPassNextTime = (failures: number, error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return failures < 3 && !(typeof status === 'number' && status >= 400 && status < 500);
};

/** react-admin's query cache, made here rather than by <AdminContext> so start-up can fill it (seedListPage). */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: mayPassNextTime } } });

// Every auth answer (signed in, permissions, identity, access) comes from the stored token, the access policy
// reading its roles only (contract/canAccess.ts), and stays true until the token changes: a new token invalidates
// them (useSessionController) and logging out clears the cache (react-admin's useLogout). Asked again on every
// mount, each answer flipped its observers' isFetching twice, and with it re-rendered react-admin's router, and
// so the whole app, and every menu entry, list and button gated on access.
queryClient.setQueryDefaults(['auth'], { staleTime: Infinity });
