import { matchPath } from '../routing/matchPath';
import { PAGES, type PageEntry } from './pageCatalogue';

/**
 * The page of docs/product.md#screens-and-routes a location belongs to, for its crumb and access check;
 * undefined for paths no page claims.
 *
 * @example
 * pageForPath('/admin/account/7')?.label; // 'Account'
 */
export function pageForPath(pathname: string): PageEntry | undefined {
  return PAGES.find((page) => matchPath({ path: page.path, end: true }, pathname));
}
