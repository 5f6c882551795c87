import { forwardRef, useCallback } from 'react';
import {
  type RouterLinkProps,
  type RouterNavigateFunction,
  type RouterNavigateProps,
  type RouterProvider,
  type RouterTo,
} from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { historyRouterProvider } from '../../routing/historyRouterProvider';
import { specPathOf } from '../specPathOf';

const { Link, Navigate, useNavigate } = historyRouterProvider;

/**
 * react-admin's binding to our router, with its links, redirects and navigation sent to the definitions' routes
 * (specPathOf): `useCreatePath` builds `/members/7`, which no route of ours serves, and the `<Link>` or `navigate`
 * that takes it opens `/member/7`.
 *
 * @example
 * <RouterProviderContext.Provider value={specPathRouterProvider(registry)}>…</RouterProviderContext.Provider>
 */
export function specPathRouterProvider(registry: readonly ResourceDefinition[]): RouterProvider {
  const specPath = specPathOf(registry);
  const resolve = (to: RouterTo): RouterTo =>
    typeof to === 'string' ? specPath(to) : to.pathname ? { ...to, pathname: specPath(to.pathname) } : to;
  const SpecLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function SpecLink({ to, ...props }, ref) {
    return <Link ref={ref} to={resolve(to)} {...props} />;
  });
  const SpecNavigate = ({ to, ...props }: RouterNavigateProps) => <Navigate to={resolve(to)} {...props} />;
  const useSpecNavigate = (): RouterNavigateFunction => {
    const navigate = useNavigate();
    return useCallback(
      (to, options) => navigate(typeof to === 'number' ? to : resolve(to), options),
      [navigate],
    );
  };
  return { ...historyRouterProvider, Link: SpecLink, Navigate: SpecNavigate, useNavigate: useSpecNavigate };
}
