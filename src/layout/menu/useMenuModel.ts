import { useMemo } from 'react';
import { useAccessResources } from '../../auth/useAccess';
import { PAGES } from '../../navigation/pageCatalogue';
import { menuModel, type MenuModel } from './menuModel';

const MENU_PAGES = PAGES.filter((page) => page.menu);

/**
 * The signed-in user's sidebar: the menu of docs/product.md#screens-and-routes less the entries the auth
 * provider's canAccess refuses. Entries appear once the auth provider has answered, so a refused entry never
 * flashes in.
 *
 * @example
 * const { groups } = useMenuModel();
 */
export function useMenuModel(): MenuModel {
  const { canAccess } = useAccessResources({
    action: 'page',
    resources: MENU_PAGES.map((page) => page.access.resource),
  });
  // The same model while the answers are the same, so the sidebar's groups are not drawn again on every page.
  return useMemo(
    () => menuModel(MENU_PAGES, (page) => canAccess?.[page.access.resource] === true),
    [canAccess],
  );
}
