import { matchPath } from 'react-router-dom';
import { getToken } from '../auth/tokenStore';
import { dataProvider } from './dataProvider';
import { AppLayoutComponent } from './appLayoutComponent';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { pageComponent } from './pageComponent';
import { pageForPath } from '../navigation/pageForPath';
import { PUBLIC_PAGES } from './publicPages';
import { RESOURCE_SCREENS } from './resourceScreens';

const matches = (path: string | undefined, pathname: string) =>
  path !== undefined && matchPath({ path, end: true }, pathname) !== null;

/**
 * Fetches the code the first page will need (for a signed-in page: the layout, the data provider and the
 * screen), alongside `/config.json`, so the first render does not wait for it (and does not suspend: see
 * preloadableLazy). Someone not signed in is sent to the login page, so that is what a signed-out visit to a
 * signed-in page preloads. On a list path it also asks for the list's page (prefetchListAt), without waiting
 * for it.
 *
 * @example
 * await Promise.all([loadConfig(), preloadRoute(window.location, registry)]);
 */
export function preloadRoute(
  location: { pathname: string; search: string },
  registry: readonly ResourceDefinition[],
): Promise<unknown> {
  const { pathname } = location;
  const publicPage = PUBLIC_PAGES.find((page) => page.path === pathname);
  if (publicPage) return publicPage.Page.preload();
  const login = PUBLIC_PAGES.find((page) => page.path === '/login');
  if (!getToken()) return login ? login.Page.preload() : Promise.resolve();
  return Promise.all([
    AppLayoutComponent.preload(),
    dataProvider.preload(),
    preloadScreen(location, registry),
  ]);
}

function preloadScreen(
  location: { pathname: string; search: string },
  registry: readonly ResourceDefinition[],
): Promise<unknown> {
  const { pathname } = location;
  if (prefetchListAt(location, registry)) return RESOURCE_SCREENS.List.preload();
  if (registry.some((definition) => matches(definition.routes.edit, pathname)))
    return RESOURCE_SCREENS.Edit.preload();
  if (pathname === '/') return pageComponent('dashboard').preload();
  const page = pageForPath(pathname);
  return page ? pageComponent(page.key).preload() : Promise.resolve();
}

/**
 * On a list's path, asks for the page the list will show (prefetchListPage, which comes with the list screen's
 * code) without waiting for it; the screen asks again itself if this fails. Returns whether the path is a list's.
 *
 * @example
 * router.subscribe((state) => prefetchListAt(state.location, registry));
 */
export function prefetchListAt(
  location: { pathname: string; search: string },
  registry: readonly ResourceDefinition[],
): boolean {
  const list = registry.find((definition) => matches(definition.routes.list, location.pathname));
  if (!list) return false;
  import('./listScreen').then((module) => module.prefetchListPage(list, location)).catch(() => undefined);
  return true;
}
