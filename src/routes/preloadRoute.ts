import { matchPath } from '../routing/matchPath';
import { getToken } from '../auth/tokenStore';
import { loadSimpleRest } from '../data/simpleRest';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { AppLayoutComponent } from './appLayoutComponent';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { pageComponent } from './pageComponent';
import { pageForPath } from '../navigation/pageForPath';
import { isRecordId } from '../schema/isRecordId';
import { offersRowActions } from '../schema/offersRowActions';
import { LazyListRowActions } from '../schema/views/LazyListRowActions';
import { prefetchListPage } from './prefetchListPage';
import { queryClient } from './queryClient';
import { seedRecord } from '../data/seedRecord';
import { PUBLIC_PAGES } from './publicPages';
import { RESOURCE_SCREENS } from './resourceScreens';

/**
 * How long start-up waits for a list's first page (or a record page's record, or a custom page's first data) before
 * drawing without it.
 */
export const LIST_PAGE_WAIT_MS = 300;

const matches = (path: string | undefined, pathname: string) =>
  path !== undefined && matchPath({ path, end: true }, pathname) !== null;

/**
 * Fetches the code the first page will need (for a signed-in page: the layout, the data provider and the
 * screen), alongside `/config.json`, so the first render does not wait for it (and does not suspend: see
 * preloadableLazy). Someone not signed in is sent to the login page, so that is what a signed-out visit to a
 * signed-in page preloads. A first page's data (a list's page, a record, a custom page's data) is asked for
 * earlier, by prefetchPageData.
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
  // A list's first page and a record were asked for at start-up already (prefetchPageData).
  const list = listAt(location, registry);
  if (list) return preloadListCode(list);
  const record = recordAt(pathname, registry);
  if (record)
    return Promise.all([
      RESOURCE_SCREENS.Edit.preload(),
      // From the record screen's code, which holds it: kept out of the entry every page runs.
      import('../schema/views/preloadFirstInputs').then((module) =>
        module.preloadFirstInputs(record.definition, record.id ? 'edit' : 'create'),
      ),
    ]);
  return preloadCustomPage(location, registry) ?? Promise.resolve();
}

/**
 * On a signed-in custom page's path (not a list's or a record's), fetches its code; elsewhere undefined. Start-up
 * calls it before the app's code has run: no HTML preloads a custom page's code, as a list's and a record's does.
 *
 * @example
 * const pageCode = preloadCustomPage(window.location, registry);
 */
export function preloadCustomPage(
  location: { pathname: string; search: string },
  registry: readonly ResourceDefinition[],
): Promise<unknown> | undefined {
  const { pathname } = location;
  if (!getToken() || listAt(location, registry) || recordAt(pathname, registry)) return undefined;
  if (pathname === '/') return pageComponent('dashboard').preload();
  const page = pageForPath(pathname);
  return page ? pageComponent(page.key).preload() : undefined;
}

/**
 * On a list's path, asks for the page the list will show (prefetchListPage); a refusal is the screen's to show when
 * it asks. Only the call is sent, no code is fetched: start-up sends it before the app's code runs. Returns, on a
 * list's path only, a promise settled once the page is in the query cache or has failed.
 *
 * @example
 * history.subscribe((location) => prefetchListAt(location, registry));
 */
export function prefetchListAt(
  location: { pathname: string; search: string },
  registry: readonly ResourceDefinition[],
): Promise<void> | undefined {
  const list = listAt(location, registry);
  return list && prefetchListPage(list, location);
}

/** The resource whose record page `pathname` is, and the record's id (none on its create page). */
export function recordAt(pathname: string, registry: readonly ResourceDefinition[]) {
  for (const definition of registry) {
    const match = definition.routes.edit && matchPath({ path: definition.routes.edit, end: true }, pathname);
    if (match) return { definition, id: match.params.id };
  }
  return undefined;
}

/**
 * Asks for the record a record page is about to show while its code is on its way, and puts it in the query cache
 * once in (seedRecord), for the page's first render to draw its form; a `getOne` asked before that takes the answer
 * (lazyDataProvider). Nothing is asked without an id (a create page), where the id is not one (the page says
 * not found) or where the account may not see the record; a failure is the screen's to report when it asks.
 */
export function prefetchRecord(definition: ResourceDefinition, id: string | undefined): Promise<unknown> {
  if (!id || !isRecordId(id) || !authProvider.canAccessNow({ resource: definition.name, action: 'show' }))
    return Promise.resolve();
  return dataProvider.prefetchOne(definition.name, { id }).then(
    (answer) => seedRecord(queryClient, definition.name, id, answer),
    // The record page's own call takes the refusal (lazyDataProvider), and reports it.
    () => undefined,
  );
}

export const listAt = (location: { pathname: string }, registry: readonly ResourceDefinition[]) =>
  registry.find((definition) => matches(definition.routes.list, location.pathname));

/**
 * The code a list's first render needs: the list screen, the row actions' where its rows offer them, and
 * ra-data-simple-rest where its page is asked through it.
 */
export const preloadListCode = (list: ResourceDefinition) =>
  Promise.all([
    RESOURCE_SCREENS.List.preload(),
    offersRowActions(list) ? LazyListRowActions.preload() : undefined,
    list.api.rest ? loadSimpleRest() : undefined,
  ]);
