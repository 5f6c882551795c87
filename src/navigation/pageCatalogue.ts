import type { MenuGroupKey } from '../../contract/menuGroups';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { registry } from '../../resources';
import type { CustomPage } from './CustomPage';
import { CUSTOM_PAGES } from './customPages';

/** One page of the dashboard, whoever serves it: its path, crumb, menu place and the access check it asks for. */
export interface PageEntry {
  key: string;
  path: string;
  label: string;
  menu?: MenuGroupKey | 'root';
  order?: number;
  /** The menu entry's icon name (namedIcon). */
  icon?: string;
  /** What the page gate and its menu entry ask canAccess. */
  access: { resource: string; action: 'view' | 'page' | 'show' };
  /** The resource whose generic screen serves the page; absent for custom pages. */
  resource?: string;
}

const customEntry = ({ role: _role, dataRole: _dataRole, ...page }: CustomPage): PageEntry => ({
  ...page,
  access: { resource: page.key, action: 'view' },
});

/**
 * A resource's pages as its definition declares them: the list (in the menu where `menu` says, checked with
 * the resource's `page` rule) and the record page (checked with its `show` rule).
 *
 * @example
 * resourcePages(accounts).map((page) => page.path); // ['/admin/accounts', '/admin/account/:id?']
 */
export function resourcePages(definition: ResourceDefinition): PageEntry[] {
  const { name, routes, menu, label, icon } = definition;
  const pages: PageEntry[] = [];
  if (routes.list) {
    pages.push({
      key: name,
      path: routes.list,
      label: menu?.label ?? label.many,
      ...(menu ? { menu: menu.group, order: menu.order, icon } : {}),
      access: { resource: name, action: 'page' },
      resource: name,
    });
  }
  if (routes.edit) {
    pages.push({
      key: `${name}.record`,
      path: routes.edit,
      label: label.one,
      access: { resource: name, action: 'show' },
      resource: name,
    });
  }
  return pages;
}

/**
 * Every page: the registry's resource pages and the custom pages. A custom page repeats no path or key a
 * definition has (pageCatalogue.test checks it).
 *
 * @example
 * pageCatalogue(registry, CUSTOM_PAGES).find((page) => page.path === '/admin/groups')?.label; // 'Groups'
 */
export function pageCatalogue(
  definitions: readonly ResourceDefinition[],
  custom: readonly CustomPage[],
): readonly PageEntry[] {
  return [...definitions.flatMap(resourcePages), ...custom.map(customEntry)];
}

/**
 * The app's pages: the routes of docs/product.md#screens-and-routes, resource pages from the registry and custom
 * pages.
 */
export const PAGES = pageCatalogue(registry, CUSTOM_PAGES);
