import { MENU_GROUPS, type MenuGroupKey } from '../../../contract/menuGroups';
import type { PageEntry } from '../../navigation/pageCatalogue';

export interface MenuModel {
  top: PageEntry[];
  groups: { key: MenuGroupKey; label: string; entries: PageEntry[] }[];
}

/**
 * The sidebar of docs/product.md#screens-and-routes for one user: every group and its entries in menu order,
 * without the entries the user may not open and without groups left empty.
 *
 * @example
 * menuModel(PAGES, (page) => page.key !== 'accounts').groups[0].entries.map((e) => e.label); // ['Groups']
 */
export function menuModel(pages: readonly PageEntry[], isAllowed: (page: PageEntry) => boolean): MenuModel {
  const visible = (menu: PageEntry['menu']) =>
    pages
      .filter((page) => page.menu === menu && isAllowed(page))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    top: visible('root'),
    groups: MENU_GROUPS.map((group) => ({ ...group, entries: visible(group.key) })).filter(
      (group) => group.entries.length > 0,
    ),
  };
}
