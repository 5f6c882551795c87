import type { ReactNode } from 'react';
import { useAccess } from '../auth/useAccess';
import { NotAuthorizedPage } from '../pages/errors/NotAuthorizedPage';
import { PageLoading } from '../layout/progress/PageLoading';
import { accessRules } from '../navigation/accessRules';
import type { PageEntry } from '../navigation/pageCatalogue';

/**
 * Renders a page only for users the auth provider lets in (the page's menu role,
 * docs/product.md#roles-and-menu, or a record page's view role); others see the not-authorized page, which
 * names the role(s) needed.
 *
 * @example
 * <PageAccessGate access={{ resource: 'redis', action: 'page' }}><RedisPage /></PageAccessGate>
 */
export function PageAccessGate({ access, children }: { access: PageEntry['access']; children: ReactNode }) {
  const { canAccess, isPending } = useAccess(access);
  if (isPending) return <PageLoading />;
  return canAccess ? children : <NotAuthorizedPage need={accessRules[access.resource]?.[access.action]} />;
}
