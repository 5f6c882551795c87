import { useCanAccess } from 'ra-core';
import type { ReactNode } from 'react';
import { NotAuthorizedPage } from '../pages/errors/NotAuthorizedPage';
import { PageLoading } from '../layout/progress/PageLoading';

/**
 * Renders a page only for users the auth provider lets in (the page's menu role, spec §6); others see the
 * not-authorized page.
 *
 * @example
 * <PageAccessGate pageKey="redis"><RedisPage /></PageAccessGate>
 */
export function PageAccessGate({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource: pageKey, action: 'list' });
  if (isPending) return <PageLoading />;
  return canAccess ? children : <NotAuthorizedPage />;
}
