import {
  useAuthProvider,
  useCanAccess,
  useCanAccessResources,
  type UseCanAccessOptions,
  type UseCanAccessResourcesOptions,
} from 'ra-core';
import type { DashboardAuthProvider } from './createAuthProvider';

const answersNow = (provider: unknown): provider is DashboardAuthProvider =>
  typeof (provider as Partial<DashboardAuthProvider> | undefined)?.canAccessNow === 'function';

/**
 * react-admin's useCanAccess, answered on the first render when the auth provider can (canAccessNow): a page,
 * its list and the menu then render at once instead of one render per asynchronous access check.
 *
 * @example
 * const { canAccess, isPending } = useAccess({ resource: 'accounts', action: 'list' });
 */
export function useAccess(params: UseCanAccessOptions & { resource: string }) {
  const provider = useAuthProvider();
  const initialData = answersNow(provider) ? provider.canAccessNow(params) : undefined;
  return useCanAccess({ ...params, initialData });
}

/**
 * react-admin's useCanAccessResources, answered on the first render like {@link useAccess}.
 *
 * @example
 * const { canAccess } = useAccessResources({ action: 'page', resources: ['accounts', 'studios'] });
 */
export function useAccessResources(params: UseCanAccessResourcesOptions) {
  const provider = useAuthProvider();
  const initialData = answersNow(provider)
    ? Object.fromEntries(
        params.resources.map((resource) => [
          resource,
          provider.canAccessNow({ resource, action: params.action }),
        ]),
      )
    : undefined;
  return useCanAccessResources({ ...params, initialData });
}
