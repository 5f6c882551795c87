import { useCanAccessResources } from 'ra-core';
import { PAGES } from '../../routes/pages';
import { menuModel, type MenuModel } from './menuModel';

const MENU_KEYS = PAGES.filter((page) => page.menu).map((page) => page.key);

/**
 * The signed-in user's sidebar: spec §2's menu less the entries the auth provider's canAccess refuses.
 * Entries appear once the auth provider has answered, so a refused entry never flashes in.
 *
 * @example
 * const { groups } = useMenuModel();
 */
export function useMenuModel(): MenuModel {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: MENU_KEYS });
  return menuModel((key) => canAccess?.[key] === true);
}
