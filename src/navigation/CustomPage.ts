import type { MenuGroupKey } from '../../contract/menuGroups';
import type { Role } from '../../contract/roles';

/**
 * A page of docs/product.md#screens-and-routes that no resource definition serves: its path, the name shown as
 * crumb and in the menu, its place in the menu and the role its menu entry needs (docs/product.md#roles-and-menu).
 * Pages reached from another page name the entry's role through `role` too, so reaching them directly is refused
 * the same way. Resource pages come from their definitions (pageCatalogue).
 */
export interface CustomPage {
  key: string;
  path: string;
  label: string;
  role?: Role;
  /**
   * The role the page's data needs where its menu entry needs none (docs/product.md#roles-and-menu leaves
   * Finance open): without it the page names the role instead of failing on every call.
   */
  dataRole?: Role;
  /** Menu group key; absent for pages reached from another page. */
  menu?: MenuGroupKey | 'root';
  /** Place within the menu group, beside the resources' `menu.order`. */
  order?: number;
  /** The menu entry's icon, by its @mui/icons-material name (see namedIcon); one per entry. */
  icon?: string;
}
