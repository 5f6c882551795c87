import { MENU_GROUPS, PAGES, type MenuGroupKey, type PageDef } from '../../routes/pages';

export interface MenuModel {
  top: PageDef[];
  groups: { key: MenuGroupKey; label: string; entries: PageDef[] }[];
}

/**
 * The sidebar of spec §2 for one user: every group and entry in menu order, without the entries the user may
 * not open and without groups left empty.
 *
 * @example
 * menuModel((key) => key !== 'accounts').groups[0].entries.map((e) => e.label); // ['Groups']
 */
export function menuModel(isAllowed: (pageKey: string) => boolean): MenuModel {
  const visible = (menu: PageDef['menu']) =>
    PAGES.filter((page) => page.menu === menu && isAllowed(page.key));
  return {
    top: visible('root'),
    groups: MENU_GROUPS.map((group) => ({ ...group, entries: visible(group.key) })).filter(
      (group) => group.entries.length > 0,
    ),
  };
}
