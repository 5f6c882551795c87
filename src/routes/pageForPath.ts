import { matchPath } from 'react-router-dom';
import { PAGES, type PageDef } from './pages';

/**
 * The page of spec §2 a location belongs to, for its crumb; undefined for paths no page claims.
 *
 * @example
 * pageForPath('/admin/account/7')?.label; // 'Account'
 */
export function pageForPath(pathname: string): PageDef | undefined {
  return PAGES.find((page) => matchPath({ path: page.path, end: true }, pathname));
}
