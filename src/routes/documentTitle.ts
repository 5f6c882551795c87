import { pageForPath } from '../navigation/pageForPath';
import { PUBLIC_PAGES } from './publicPages';

/**
 * The browser tab's title on a path: the page's name, then the dashboard's title, so a tab (and the history, and
 * a bookmark) says which page it holds; the dashboard's title alone where no page claims the path.
 *
 * @example
 * documentTitle('/admin/accounts', 'wse-dashboard'); // 'Accounts · wse-dashboard'
 */
export function documentTitle(pathname: string, appTitle: string): string {
  const page =
    pageForPath(pathname)?.label ?? PUBLIC_PAGES.find((candidate) => candidate.path === pathname)?.label;
  return page ? `${page} · ${appTitle}` : appTitle;
}
